import { BATCH_MAX_CELLS, MAX_OPEN_BATCHES } from '../../../contracts/catalogue.ts';
import { planIds, type PlanId } from '../../../contracts/plans.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { t } from '../../../i18n/index.ts';
import type { ErrorSurface } from '../generation/generation-errors.ts';

/** The cheapest plan whose batch holds `cells`, if any. */
export function cheapestPlanFor(cells: number): PlanId | undefined {
  return planIds.find((id) => BATCH_MAX_CELLS[id] >= cells);
}

export const batchErrors = {
  /** The studio's library item, or the public API's upload id (issue 45: in API words). */
  assetNotFound: (path: string, surface: ErrorSurface = 'studio') =>
    errors.validation([
      {
        path,
        message: surface === 'api' ? 'publicApi.inputNotFound' : 'catalogueBatch.assetNotFound',
        params: { field: path },
      },
    ]),
  /**
   * Decision 129: a batch takes each garment and each model once; every repeat is named with
   * the place it repeats, before anything is held.
   */
  duplicates: (issues: { path: string; first: string }[], surface: ErrorSurface) =>
    errors.validation(
      issues.map(({ path, first }) => ({
        path,
        message: surface === 'api' ? 'apiWording.batchDuplicate' : 'catalogueBatch.duplicate',
        params: { field: path, first },
      })),
    ),
  wrongKind: (path: string, expected: 'garment' | 'model') =>
    errors.validation([
      {
        path,
        message: expected === 'garment' ? 'catalogueBatch.notGarment' : 'catalogueBatch.notModel',
      },
    ]),
  /**
   * Decision 086: a grid over the plan's cell limit. 403 naming the limit and the cheapest plan
   * that runs it; 422 when no plan does (split the grid).
   */
  tooManyCells: (plan: PlanId, cells: number) => {
    const max = BATCH_MAX_CELLS[plan];
    const upgrade = cheapestPlanFor(cells);
    if (!upgrade) {
      const largest = Math.max(...Object.values(BATCH_MAX_CELLS));
      return new AppError(
        422,
        'batch_too_large',
        localize('catalogueBatch.gridTooLarge', { max: largest, cells }),
        { max: largest, cells },
      );
    }
    const text = (lang: 'en' | 'vi') =>
      t(lang)('catalogueBatch.tooManyCells', {
        plan: t(lang)(`pricing.plan.${plan}`),
        max,
        cells,
        upgrade: t(lang)(`pricing.plan.${upgrade}`),
        upgradeMax: BATCH_MAX_CELLS[upgrade],
      });
    return new AppError(
      403,
      'plan_upgrade_required',
      { en: text('en'), vi: text('vi') },
      { max, cells, plan, upgrade, upgrade_max: BATCH_MAX_CELLS[upgrade] },
    );
  },
  /** Decision 086: at most MAX_OPEN_BATCHES unfinished batches; 429 says when to come back. */
  tooManyOpen: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'too_many_open_batches',
      localize('catalogueBatch.tooManyOpen', { max: MAX_OPEN_BATCHES }),
      { max: MAX_OPEN_BATCHES, retry_after_seconds: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  cellNotFailed: () =>
    new AppError(409, 'cell_not_failed', localize('catalogueBatch.cellNotFailed')),
  requestChanged: () =>
    new AppError(409, 'idempotency_key_reused', localize('catalogueBatch.requestChanged')),
};
