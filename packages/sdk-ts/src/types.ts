import type { Operations } from './generated.js';

// Named types of the operations' bodies and answers, taken from the generated document types.

export type Service =
  | 'virtual-tryon'
  | 'body-generator'
  | 'hairstyle-changer'
  | 'image-to-video'
  | 'image-editing'
  | 'product-to-model'
  | 'model-swap';
type SubmitOperation<S extends Service> = Operations[`submit-${S}-job`];
export type SubmitBody<S extends Service> = SubmitOperation<S>['body'];
export type SubmittedJob = Operations['submit-virtual-tryon-job']['responses'][202];
export type Job = Operations['get-job']['responses'][200];
export type JobList = Operations['list-jobs']['responses'][200];
export type JobListQuery = Operations['list-jobs']['query'];
export type Balance = Operations['get-balance']['responses'][200];
export type Upload = Operations['upload-image']['responses'][201];
export type UploadFields = Omit<Operations['upload-image']['body'], 'file'>;
export type Verification = Operations['verify-file']['responses'][200];
export type ApiCapabilities = Operations['get-capabilities']['responses'][200];
export type ApiChangelog = Operations['get-changelog']['responses'][200];
export type FidelityCheck = Operations['check-fidelity']['responses'][200];
export type FidelityPair = Operations['check-fidelity']['body'];
export type Model = Operations['get-model']['responses'][200]['model'];
export type ModelList = Operations['list-models']['responses'][200];
export type ModelListQuery = Operations['list-models']['query'];
/** A name and exactly one of `params` (the body generator's), `face` or `photo` (upload ids). */
export type CreateModelBody = Operations['create-model']['body'];
export type CreatedModel = Operations['create-model']['responses'][201];
export type ProductToModelBody = SubmitBody<'product-to-model'>;
export type ModelSwapBody = SubmitBody<'model-swap'>;
/** Every garment on every model as try-on jobs. */
export type BatchRequest = Operations['submit-batch']['body'];
/** Every product on every model as product-to-model jobs. */
export type ProductBatchRequest = Operations['submit-product-to-model-batch']['body'];
export type SubmittedBatch = Operations['submit-batch']['responses'][202];
export type Batch = Operations['get-batch']['responses'][200]['batch'];
export type WebhookSecret = Operations['get-webhook-secret']['responses'][200];
export type WebhookTestRequest = Operations['send-test-webhook']['body'];
export type WebhookTestDelivery = Operations['send-test-webhook']['responses'][200];
/** A preset and exactly one source: `batch_id` or `job_ids`. */
export type ExportRequest = Operations['create-export']['body'];
export type CreatedExport = Operations['create-export']['responses'][202];
export type Export = Operations['get-export']['responses'][200]['export'];
export type ApiVersion = NonNullable<Operations['get-balance']['headers']['Kieu-Version']>;
