// Type-checked by plain tsc against the installed package, as a Node project (nodenext,
// @types/node) and as a browser app (bundler resolution, the DOM).
import {
  KieuApiError,
  KieuClient,
  type Batch,
  type ExportRequest,
  type Job,
  type RateLimit,
  type SubmitBody,
  type WebhookEvent,
} from '@kieu-studio/sdk';
import { constructEvent, KieuSignatureError } from '@kieu-studio/sdk/webhooks';

const kieu = new KieuClient({ baseUrl: 'https://api.kieu.studio', token: 'ks_live_x' });

export async function everyFailedJob(): Promise<Job[]> {
  const failed: Job[] = [];
  for await (const job of kieu.listJobs({ status: 'failed', limit: 100 })) failed.push(job);
  return failed;
}

export async function rateLimitLeft(): Promise<RateLimit | null> {
  const { rateLimit } = await kieu.balance({ timeout: 5_000 }).withResponse();
  return rateLimit;
}

export async function firstBatch(id: string): Promise<Batch['counts']> {
  return (await kieu.getBatch(id, { signal: AbortSignal.timeout(10_000) })).counts;
}

export const edit: SubmitBody<'image-editing'> = {
  inputs: { source: 'upload-id' },
  params: { preset: 'reframe', aspectRatio: '16:9' },
};
// @ts-expect-error an edit needs a prompt or a preset
export const noEdit: SubmitBody<'image-editing'> = { inputs: { source: 'u' }, params: {} };
export const byJobs: ExportRequest = { preset: 'shopee', job_ids: ['j1'] };
// @ts-expect-error an export needs a batch_id or job_ids
export const noSource: ExportRequest = { preset: 'shopee' };

export function onDelivery(raw: string, signature: string, secret: string): string {
  try {
    const event: WebhookEvent = constructEvent(raw, signature, secret);
    if (event.type === 'job.succeeded') return event.data.job_id;
    if (event.type === 'export.ready') return event.data.export_id;
    // @ts-expect-error a batch event has no job_id
    if (event.type === 'batch.completed') return event.data.job_id;
    return event.type;
  } catch (error) {
    if (error instanceof KieuSignatureError) return error.reason;
    if (error instanceof KieuApiError) return error.code;
    throw error;
  }
}
