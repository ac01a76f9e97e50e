import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Engine, EngineResult, TryOnInput } from '../engine.ts';
import { createLocalEngine } from '../local/index.ts';
import { contactSheet } from './contact-sheet.ts';
import { evalCases } from './eval-cases.ts';
import { runEval } from './run-eval.ts';

// The harness must fail a bad engine, or its green run in CI would mean nothing. Each broken
// engine below makes a result a real engine could make by mistake.
const slow = { timeout: 120_000 };
const [tshirtOnLan] = evalCases().filter((entry) => entry.id === 'model-lan+garment-yellow-tshirt');

/** An engine whose try-on answers `make(input)` (only the try-on is called by the harness). */
function broken(name: string, make: (input: TryOnInput) => Promise<Buffer>): Engine {
  return {
    name,
    tryOn: async (input) =>
      ({ data: await make(input), contentType: 'image/png', width: 1, height: 1 }) as EngineResult,
  } as Engine;
}

/** The garment pasted at (left, top) of the model photo, a quarter of the photo wide. */
async function pasted(input: TryOnInput, where: 'corner' | 'legs'): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(input.model).metadata();
  const garment = await sharp(input.garment)
    .resize(Math.round(width / 4))
    .png()
    .toBuffer();
  const [left, top] =
    where === 'corner' ? [0, 0] : [Math.round(width * 0.375), Math.round(height * 0.6)];
  return sharp(input.model)
    .composite([{ input: garment, left, top }])
    .png()
    .toBuffer();
}

describe('the quality harness', () => {
  it('passes the local engine on a T-shirt, and draws the contact sheet', slow, async () => {
    const summary = await runEval(createLocalEngine(), [tshirtOnLan!]);
    expect(summary.passed, JSON.stringify(summary.cases[0]?.failures)).toBe(true);
    expect(summary.cases[0]!.torsoIoU).toBeGreaterThan(0.4);
    const sheet = await sharp(await contactSheet(summary)).metadata();
    expect([sheet.format, sheet.width]).toEqual(['png', 860]);
  });

  it('fails an engine that gives the photo back unchanged', slow, async () => {
    const summary = await runEval(
      broken('echo', (input) => Promise.resolve(input.model)),
      [tshirtOnLan!],
    );
    expect(summary.passed).toBe(false);
    expect(summary.cases[0]!.failures).toContain('nothing changed');
  });

  it('fails an engine that pastes the garment on the backdrop', slow, async () => {
    const summary = await runEval(
      broken('corner', (input) => pasted(input, 'corner')),
      [tshirtOnLan!],
    );
    expect(summary.passed).toBe(false);
    expect(summary.cases[0]!.failures.join()).toMatch(/backdrop changed/);
    expect(summary.cases[0]!.failures.join()).toMatch(/torso IoU/);
  });

  it('fails a top put on the legs', slow, async () => {
    const summary = await runEval(
      broken('legs', (input) => pasted(input, 'legs')),
      [tshirtOnLan!],
    );
    expect(summary.passed).toBe(false);
    expect(summary.cases[0]!.failures).toContain('reaches the knees');
  });

  it('fails a case whose engine throws, and keeps going', slow, async () => {
    const summary = await runEval(
      broken('down', () => Promise.reject(new Error('HTTP 503'))),
      [tshirtOnLan!, tshirtOnLan!],
    );
    expect(summary.cases.map((result) => [result.passed, result.error])).toEqual([
      [false, 'HTTP 503'],
      [false, 'HTTP 503'],
    ]);
  });

  it('covers every shipped model photo and every garment category', () => {
    const cases = evalCases();
    expect(new Set(cases.map((entry) => entry.category))).toEqual(
      new Set(['dresses', 'tops', 'bottoms', 'outerwear', 'ao-dai', 'ao-ba-ba']),
    );
    expect(cases.map((entry) => entry.model.id)).toContain('photo-full-body');
    expect(cases).toHaveLength(7);
    expect(evalCases('all')).toHaveLength(70);
  });
});
