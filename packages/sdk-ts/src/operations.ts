import type { KieuClient } from './client.js';
import type { OperationId } from './generated.js';

type Method = {
  [K in keyof KieuClient]: KieuClient[K] extends (...args: never[]) => unknown ? K : never;
}[keyof KieuClient];

/**
 * The client method of each operation of `/v1/openapi.json`. A new operation fails the type
 * check until its method is named here, and `scripts/generate.test.ts` fails when the document
 * and this list differ or a named method is missing.
 */
export const operationMethods = {
  'submit-virtual-tryon-job': 'submit',
  'submit-body-generator-job': 'submit',
  'submit-hairstyle-changer-job': 'submit',
  'submit-image-to-video-job': 'submit',
  'submit-image-editing-job': 'submit',
  'submit-product-to-model-job': 'submitProductToModel',
  'submit-model-swap-job': 'submitModelSwap',
  'get-job': 'getJob',
  'list-jobs': 'listJobs',
  'cancel-job': 'cancelJob',
  'get-balance': 'balance',
  'upload-image': 'upload',
  'verify-file': 'verifyFile',
  'submit-batch': 'submitBatch',
  'submit-product-to-model-batch': 'submitProductToModelBatch',
  'get-batch': 'getBatch',
  'get-webhook-secret': 'getWebhookSecret',
  'rotate-webhook-secret': 'rotateWebhookSecret',
  'send-test-webhook': 'sendTestWebhook',
  'create-export': 'createExport',
  'get-export': 'getExport',
  'check-fidelity': 'checkFidelity',
  'list-models': 'listModels',
  'create-model': 'createModel',
  'get-model': 'getModel',
  'rename-model': 'renameModel',
  'retire-model': 'retireModel',
  'get-changelog': 'getChangelog',
  'get-capabilities': 'getCapabilities',
} as const satisfies Record<OperationId, Method>;
