export { KieuClient } from './client.ts';
export type {
  ApiVersion,
  Balance,
  FidelityCheck,
  FidelityPair,
  Job,
  JobList,
  JobListQuery,
  KieuClientOptions,
  Service,
  SubmitBody,
  SubmitOptions,
  SubmittedJob,
  Upload,
  UploadFields,
} from './client.ts';
export { KieuApiError, KieuTimeoutError } from './errors.ts';
export { verifyWebhook } from './webhook.ts';
export type { ApiErrorCode, OperationId, Operations } from './generated.ts';
