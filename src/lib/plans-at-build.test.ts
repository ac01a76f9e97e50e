import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import committed from '../content/plans-snapshot.json' with { type: 'json' };
import { annualPrice, planCatalogue, planIds, plansResponseSchema } from '../contracts/plans.ts';
import { loadPlansAtBuild } from './plans-at-build.ts';

type Behaviour = 'answer' | 'fail' | 'hang' | 'garbage';

const apiAnswer = {
  currency: 'VND',
  annualDiscountPercent: 20,
  plans: committed.plans.map((plan) => ({ ...plan, monthlyPrice: plan.monthlyPrice + 1000 })),
};

let server: Server;
let apiUrl: string;
let behaviour: Behaviour;
let dir: string;
let snapshotFile: string;
let warnings: string[];
const hanging = new Set<() => void>();

beforeEach(async () => {
  warnings = [];
  dir = await mkdtemp(path.join(tmpdir(), 'plans-'));
  snapshotFile = path.join(dir, 'data', 'plans-snapshot.json');
  server = createServer((req, res) => {
    if (req.url !== '/plans') return void res.writeHead(404).end();
    if (behaviour === 'fail') return void res.writeHead(503).end('{"code":"unavailable"}');
    if (behaviour === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ plans: [{ id: 'gold' }] }));
    }
    if (behaviour === 'hang') return void hanging.add(() => res.destroy());
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(apiAnswer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  for (const release of hanging) release();
  hanging.clear();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const load = (timeoutMs = 3000) =>
  loadPlansAtBuild({
    apiUrl,
    snapshotFile,
    timeoutMs,
    warn: (message) => warnings.push(message),
    now: () => new Date('2026-11-21T08:00:00.000Z'),
  });

describe('loadPlansAtBuild', () => {
  it('uses the API answer and saves it as the snapshot', async () => {
    behaviour = 'answer';
    const result = await load();
    expect(result.source).toBe('api');
    expect(result.plans[1]?.monthlyPrice).toBe(apiAnswer.plans[1]!.monthlyPrice);
    expect(warnings).toEqual([]);
    const saved = JSON.parse(await readFile(snapshotFile, 'utf8'));
    expect(saved.savedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(saved.plans).toEqual(result.plans);
  });

  it('falls back to the committed snapshot with a warning when the API fails', async () => {
    behaviour = 'fail';
    const result = await load();
    expect(result.source).toBe('committed-snapshot');
    expect(result.plans.map((plan) => plan.id)).toEqual([...planIds]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`[pricing] API unreachable at ${apiUrl}plans (status 503)`);
    expect(warnings[0]).toContain(`using the plan snapshot from ${committed.savedAt}`);
  });

  it('prefers the last good local snapshot over the committed one', async () => {
    behaviour = 'answer';
    await load();
    behaviour = 'fail';
    const result = await load();
    expect(result.source).toBe('snapshot');
    expect(result.savedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(result.plans[1]?.monthlyPrice).toBe(apiAnswer.plans[1]!.monthlyPrice);
  });

  it('gives up on an API that does not answer within the timeout', async () => {
    behaviour = 'hang';
    const started = Date.now();
    const result = await load(300);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.source).toBe('committed-snapshot');
    expect(warnings[0]).toContain('no answer in time');
  });

  it('refuses an answer of the wrong shape and keeps the last good snapshot', async () => {
    behaviour = 'answer';
    await load();
    behaviour = 'garbage';
    const result = await load();
    expect(result.source).toBe('snapshot');
    expect(warnings[0]).toContain('unexpected answer');
  });

  it('ignores a corrupt local snapshot', async () => {
    behaviour = 'answer';
    await load();
    await writeFile(snapshotFile, '{ not json');
    behaviour = 'fail';
    const result = await load();
    expect(result.source).toBe('committed-snapshot');
  });

  it('falls back when nothing listens at the API address', async () => {
    behaviour = 'answer';
    const closedUrl = apiUrl;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const result = await loadPlansAtBuild({
      apiUrl: closedUrl,
      snapshotFile,
      warn: (message) => warnings.push(message),
    });
    expect(result.source).toBe('committed-snapshot');
    expect(warnings[0]).toMatch(/ECONNREFUSED/);
  });
});

describe('the committed snapshot', () => {
  it('is a valid plan list with the seven plans of spec §3, in order', () => {
    const parsed = plansResponseSchema.parse(committed);
    expect(parsed.plans.map((plan) => plan.id)).toEqual([...planIds]);
    expect(parsed.annualDiscountPercent).toBe(20);
  });

  it('bills a year at the 20% annual discount (spec §9)', () => {
    for (const plan of committed.plans) {
      expect(plan.annualPrice).toBe(annualPrice(plan.monthlyPrice));
    }
  });

  it('matches the plan catalogue the API serves', () => {
    expect(plansResponseSchema.parse(committed).plans).toEqual(planCatalogue);
  });
});
