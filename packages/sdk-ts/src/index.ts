export { KieuClient } from './client.ts';
export type {
  ApiVersion,
  Balance,
  CreatedModel,
  CreateModelBody,
  FidelityCheck,
  FidelityPair,
  Job,
  JobList,
  JobListQuery,
  KieuClientOptions,
  Model,
  ModelList,
  ModelListQuery,
  ModelSwapBody,
  ProductToModelBody,
  Service,
  SubmitBody,
  SubmitOptions,
  SubmittedJob,
  Upload,
  UploadFields,
} from './client.ts';
export { KieuApiError, KieuTimeoutError } from './errors.ts';
export { verifyWebhook } from './webhook.ts';
export { operationMethods } from './operations.ts';
export type { ApiErrorCode, OperationId, Operations } from './generated.ts';
