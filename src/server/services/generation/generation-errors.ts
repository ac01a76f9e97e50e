import { studioUploadLimits } from '../../../contracts/studio.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { isDictionaryKey, localize } from '../../http/localize.ts';
import { t } from '../../../i18n/index.ts';

export const generationErrors = {
  /** Spec §5 prerequisites, with the messages of spec §8. */
  missingInputs: (tool: StudioTool, path: string) =>
    errors.validation([{ path, message: `ai.missing.${tool}` }]),
  inputNotFound: (path: string) => errors.validation([{ path, message: 'ai.inputNotFound' }]),
  inputNotImage: (path: string) => errors.validation([{ path, message: 'ai.inputNotImage' }]),
  maskInvalid: () => errors.validation([{ path: 'mask', message: 'ai.maskInvalid' }]),
  maskTooLarge: () =>
    errors.validation([
      {
        path: 'mask',
        message: 'ai.maskTooLarge',
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
  /** The public API's cap on unfinished jobs per account (decision 023). */
  tooManyConcurrentJobs: (max: number) =>
    new AppError(429, 'too_many_concurrent_jobs', localize('ai.tooManyConcurrentJobs', { max }), {
      max,
    }),
  /** The studio's cap on an account's unfinished generations (security issue). */
  tooManyStudioJobs: (max: number) =>
    new AppError(429, 'too_many_concurrent_jobs', localize('ai.tooManyStudioJobs', { max }), {
      max,
    }),
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
  idempotencyConflict: () =>
    new AppError(409, 'idempotency_conflict', localize('ai.idempotencyConflict')),
};
