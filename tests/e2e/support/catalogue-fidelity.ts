import { expect, type APIRequestContext } from '@playwright/test';
import type { FidelityReport } from '../../../src/contracts/fidelity.ts';
import { apiUrl } from './accounts.ts';

/** A report whose colour check gave `verdict` (ΔE against warn 6 and fail 12), as the worker writes. */
export function colourReport(verdict: FidelityReport['verdict']): FidelityReport {
  const score = { pass: 2.4, warn: 7.25, fail: 18.4 }[verdict];
  const reason = { pass: 'colour-match', warn: 'colour-shifted', fail: 'colour-far' } as const;
  return {
    verdict,
    checks: [
      {
        kind: 'colour',
        verdict,
        score,
        thresholds: { warn: 6, fail: 12 },
        reason: reason[verdict],
      },
      {
        kind: 'pattern',
        verdict: 'pass',
        score: 0.8,
        thresholds: { warn: 1.9, fail: 2.28 },
        reason: 'pattern-match',
      },
    ],
    version: 1,
  };
}

export interface SeededCell {
  sku: string;
  color: string;
  model: string;
  fidelity?: FidelityReport;
  approval_reason?: string;
}

/** A finished catalogue batch of the caller's with these cells (POST /dev/seed-catalogue-batch). */
export async function seedCatalogueBatch(
  request: APIRequestContext,
  token: string,
  cells: SeededCell[],
): Promise<string> {
  const seeded = await request.post(`${apiUrl}/dev/seed-catalogue-batch`, {
    headers: { authorization: `Bearer ${token}` },
    data: { cells },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  return ((await seeded.json()) as { batch_id: string }).batch_id;
}
