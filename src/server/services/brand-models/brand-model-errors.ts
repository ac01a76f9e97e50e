import { AppError, errors, issueError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

/**
 * The refusals of the brand's models (decision 119), each in both languages. The ones a tool's
 * model choice answers (`model_not_found`, `model_retired`, `model_not_ready`) name the request
 * field the choice came from, `params.model` unless told.
 */
export const brandModelErrors = {
  /** 409: the account keeps a model of this name, not retired (names compare case-blind). */
  nameTaken: (name: string) =>
    issueError(409, 'model_name_taken', [
      { path: 'name', message: 'brandModels.nameTaken', params: { name } },
    ]),
  /** 422 naming the field: no such image in the account's library. */
  assetNotFound: (path: string) =>
    errors.validation([{ path, message: 'brandModels.assetNotFound', params: { field: path } }]),
  /** 422: a face that is not a `face` asset, a photo that is not a `model` asset. */
  wrongKind: (path: 'face' | 'photo') =>
    errors.validation([
      {
        path,
        message: path === 'face' ? 'brandModels.faceWrongKind' : 'brandModels.photoWrongKind',
      },
    ]),
  /** 422 (issue 26, decision 057): a photo of a person without a consent record behind it. */
  consentMissing: (path: string) =>
    errors.validation([{ path, message: 'brandModels.consentMissing' }]),
  /** 404: neither one of the account's models nor a sample model (another account's is unknown). */
  modelNotFound: (model: string, path = 'params.model') =>
    issueError(404, 'model_not_found', [
      { path, message: 'brandModels.modelNotFound', params: { model } },
    ]),
  /** 422: a retired model makes no new pictures; the jobs it made keep it. */
  modelRetired: (name: string, path = 'params.model') =>
    issueError(422, 'model_retired', [
      { path, message: 'brandModels.modelRetired', params: { name } },
    ]),
  /**
   * 409: the model exists but has no photo to dress, either still being made (`pending`: try
   * again) or never made (`failed`: create it again). `status` says which.
   */
  modelNotReady: (name: string, status: 'pending' | 'failed', path = 'params.model') => {
    const message = status === 'pending' ? 'brandModels.modelPending' : 'brandModels.modelFailed';
    const refusal = issueError(409, 'model_not_ready', [{ path, message, params: { name } }]);
    return new AppError(refusal.status, refusal.code, localize(message, { name }), (lang) => ({
      ...(typeof refusal.extra === 'function' ? refusal.extra(lang) : refusal.extra),
      status,
    }));
  },
};
