import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BatchCell, BatchView } from '../../contracts/catalogue.ts';
import type { FidelityReport } from '../../contracts/fidelity.ts';
import type { HistoryItem } from '../../contracts/history.ts';
import { historyKeys } from '../history/history-api.ts';
import { catalogueKeys } from '../studio/catalogue/catalogue-api.ts';
import { settleApproval } from './approval-cache.ts';

vi.mock('astro:env/client', () => ({ PUBLIC_API_URL: 'http://api.test' }));

const fail: FidelityReport = { verdict: 'fail', checks: [], version: 1 };
const approval = { reason: 'Màu thật dưới đèn', approved_at: '2026-12-03T10:00:00.000Z' };
const cell = (id: string) =>
  ({ generation_id: id, status: 'success', fidelity: fail, fidelity_approval: null }) as BatchCell;
const batch = (id: string, ...cells: string[]) =>
  ({ id, status: 'completed', cells: cells.map(cell) }) as unknown as BatchView;

describe('settleApproval', () => {
  it('marks the cell of that result approved in every catalogue grid that holds it', () => {
    const client = new QueryClient();
    client.setQueryData(catalogueKeys.batch('b1'), batch('b1', 'r1', 'r2'));
    client.setQueryData(catalogueKeys.batch('b2'), batch('b2', 'r3'));
    const approved = { id: 'r2', fidelity: fail, fidelity_approval: approval } as HistoryItem;

    settleApproval(client, approved);

    const b1 = client.getQueryData<BatchView>(catalogueKeys.batch('b1'))!;
    expect(b1.cells.map((each) => each.fidelity_approval)).toEqual([null, approval]);
    const b2 = client.getQueryData<BatchView>(catalogueKeys.batch('b2'))!;
    expect(b2.cells[0]!.fidelity_approval).toBeNull();
    expect(client.getQueryData(historyKeys.item('r2'))).toBe(approved);
  });

  it('clears the cell’s approval when it is withdrawn, and marks the grids and history stale', () => {
    const client = new QueryClient();
    const approvedBatch = batch('b1', 'r1');
    approvedBatch.cells[0]!.fidelity_approval = approval;
    client.setQueryData(catalogueKeys.batch('b1'), approvedBatch);
    client.setQueryData(historyKeys.list(undefined, 'needs-review', 24), { items: [] });

    settleApproval(client, { id: 'r1', fidelity: fail, fidelity_approval: null } as HistoryItem);

    const b1 = client.getQueryData<BatchView>(catalogueKeys.batch('b1'))!;
    expect(b1.cells[0]!.fidelity_approval).toBeNull();
    expect(client.getQueryState(catalogueKeys.batch('b1'))!.isInvalidated).toBe(true);
    expect(
      client.getQueryState(historyKeys.list(undefined, 'needs-review', 24))!.isInvalidated,
    ).toBe(true);
  });
});
