import type { KieuClient } from './client.ts';
import type { OperationId } from './generated.ts';

type Method = {
  [K in keyof KieuClient]: KieuClient[K] extends (...args: never[]) => unknown ? K : never;
}[keyof KieuClient];

/**
 * The client method of each operation of `/v1/openapi.json`. A new operation fails the type
 * check until it is named here, and `generate.test.ts` fails when the document and this list
 * differ; `null` marks an operation the SDK leaves to a plain request for now.
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
  'check-fidelity': 'checkFidelity',
  'list-models': 'listModels',
  'create-model': 'createModel',
  'get-model': 'getModel',
  'rename-model': 'renameModel',
  'retire-model': 'retireModel',
  'verify-file': null,
  'submit-batch': null,
  'submit-product-to-model-batch': null,
  'get-batch': null,
  'get-webhook-secret': null,
  'rotate-webhook-secret': null,
  'send-test-webhook': null,
  'create-export': null,
  'get-export': null,
  'get-changelog': null,
  'get-capabilities': null,
} as const satisfies Record<OperationId, Method | null>;
