// `@kieu-studio/sdk`: the client, on fetch alone, for Node 20+, Deno, Bun and browsers. The
// webhook receiver's side needs Node's crypto: `@kieu-studio/sdk/webhooks`.
export { KieuClient } from './client.js';
export type {
  IdempotentOptions,
  KieuClientOptions,
  SubmitOptions,
  WaitOptions,
} from './options.js';
export type { RequestOptions } from './request.js';
export { KieuPromise, type RateLimit, type WithResponse } from './response.js';
export { KieuPagePromise, type Page } from './pagination.js';
// Every named body and answer type: a type added to types.ts is exported without a second list.
export type * from './types.js';
export {
  KieuApiError,
  KieuConnectionError,
  KieuError,
  KieuRequestTimeoutError,
  KieuSignatureError,
  KieuTimeoutError,
  type SignatureFailure,
} from './errors.js';
export { operationMethods } from './operations.js';
export type {
  ApiErrorCode,
  BatchCompletedEvent,
  BatchCounts,
  BatchGarment,
  BatchJob,
  ExportReadyEvent,
  JobCancelledEvent,
  JobFailedEvent,
  JobSucceededEvent,
  OperationId,
  Operations,
  WebhookEvent,
  WebhookEvents,
  WebhookEventType,
  WebhookTestEvent,
} from './generated.js';
