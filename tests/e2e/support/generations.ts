import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './accounts.ts';

/** A finished image edit made from `assetId`, through the API as the studio submits it. */
export async function finishedEditFrom(
  request: APIRequestContext,
  token: string,
  assetId: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post(`${apiUrl}/ai/image-editing/generate`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { inputs: { source: assetId }, params: { preset: 'enhance-quality' } },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { generation } = (await started.json()) as { generation: { id: string } };
  await expect
    .poll(
      async () => {
        const res = await request.get(`${apiUrl}/ai/generations/${generation.id}`, { headers });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe('success');
  return generation.id;
}
