import { studioUploadLimits } from '../../../contracts/studio.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { isDictionaryKey, localize } from '../../http/localize.ts';
import { t } from '../../../i18n/index.ts';

/** Who reads an error: a studio user, or an integrator of the public API. */
export type ErrorSurface = 'studio' | 'api';

/** The studio's input messages and the public API's wording of each. */
const apiWording = {
  'ai.inputNotFound': 'publicApi.inputNotFound',
  'ai.inputNotImage': 'publicApi.inputNotImage',
  'ai.inputConsentMissing': 'publicApi.inputConsentMissing',
  'ai.maskInvalid': 'publicApi.maskInvalid',
  'ai.maskTooLarge': 'publicApi.maskTooLarge',
} as const;

function worded(surface: ErrorSurface, key: keyof typeof apiWording): string {
  return surface === 'api' ? apiWording[key] : key;
}

/** 429 for a cap on unfinished jobs, with Retry-After (issue 18: every 429 says when). */
function jobCapReached(
  message: 'ai.tooManyConcurrentJobs' | 'ai.tooManyStudioJobs',
  max: number,
  retryAfterSeconds: number,
) {
  return new AppError(
    429,
    'too_many_concurrent_jobs',
    localize(message, { max }),
    { max, retry_after_seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export const generationErrors = {
  /**
   * Spec §5 prerequisites: the studio says them with spec §8's messages, the public API with its
   * own, naming the field (issue 18: no "choose it again" in an integrator's log).
   */
  missingInputs: (tool: StudioTool, path: string, surface: ErrorSurface = 'studio') =>
    errors.validation([
      surface === 'api'
        ? {
            path,
            message: path.startsWith('inputs.')
              ? 'publicApi.inputRequired'
              : 'publicApi.paramRequired',
            params: { field: path },
          }
        : { path, message: `ai.missing.${tool}` },
    ]),
  inputNotFound: (path: string, surface: ErrorSurface = 'studio') =>
    errors.validation([
      { path, message: worded(surface, 'ai.inputNotFound'), params: { field: path } },
    ]),
  inputNotImage: (path: string, surface: ErrorSurface = 'studio') =>
    errors.validation([
      { path, message: worded(surface, 'ai.inputNotImage'), params: { field: path } },
    ]),
  /** Decision 093: a slot that shows a person, filled by an asset without a consent record. */
  inputConsentMissing: (path: string, surface: ErrorSurface = 'studio') =>
    errors.validation([
      { path, message: worded(surface, 'ai.inputConsentMissing'), params: { field: path } },
    ]),
  maskInvalid: (surface: ErrorSurface = 'studio') =>
    errors.validation([{ path: 'mask', message: worded(surface, 'ai.maskInvalid') }]),
  maskTooLarge: (surface: ErrorSurface = 'studio') =>
    errors.validation([
      {
        path: 'mask',
        message: worded(surface, 'ai.maskTooLarge'),
        params: { maxMegapixels: studioUploadLimits.maxPixels / 1_000_000 },
      },
    ]),
  idempotencyKeyInvalid: () =>
    new AppError(400, 'invalid_idempotency_key', localize('ai.idempotencyKeyInvalid')),
  /** Spec §6: resolution is a plan gate; 403 names the resolution the plan allows. */
  resolutionNotInPlan: (resolution: string, allowed: string) =>
    new AppError(
      403,
      'plan_upgrade_required',
      localize('billing.errors.resolutionNotInPlan', { resolution, allowed }),
      { resolution, allowed },
    ),
  /** The public API's cap on unfinished jobs per account (decision 023), with when to retry. */
  tooManyConcurrentJobs: (max: number, retryAfterSeconds: number) =>
    jobCapReached('ai.tooManyConcurrentJobs', max, retryAfterSeconds),
  /** The studio's cap on an account's unfinished generations (security issue). */
  tooManyStudioJobs: (max: number, retryAfterSeconds: number) =>
    jobCapReached('ai.tooManyStudioJobs', max, retryAfterSeconds),
  /**
   * Decision 060: an option the configured model cannot use, refused before any credit is held;
   * `option` is its request path (`inputs.face`, `mask`, `params.seed`), `model` the model's id.
   */
  optionNotSupported: (option: string, model: string) => {
    const key = `ai.option.${option.split('.').at(-1) ?? option}`;
    const text = (lang: 'en' | 'vi') =>
      t(lang)('ai.optionNotSupported', {
        option: isDictionaryKey(key) ? t(lang)(key) : option,
      });
    return new AppError(
      422,
      'option_not_supported',
      { en: text('en'), vi: text('vi') },
      (lang) => ({ errors: [{ path: option, message: text(lang) }], option, model }),
    );
  },
  /** The key of an earlier submit, sent with another service or other parameters (issue 18). */
  idempotencyKeyReused: () =>
    new AppError(409, 'idempotency_key_reused', localize('ai.idempotencyKeyReused')),
};
