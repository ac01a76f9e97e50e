import { BATCH_MAX_CELLS, MAX_OPEN_BATCHES } from '../../../contracts/catalogue.ts';
import { planIds, type PlanId } from '../../../contracts/plans.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { t } from '../../../i18n/index.ts';

/** Who reads the field paths: the studio names asset ids, the public API its own fields. */
export type BatchField = `garments[${number}]` | `models[${number}]` | `${string}.id`;

/** The cheapest plan whose batch holds `cells`, if any. */
export function cheapestPlanFor(cells: number): PlanId | undefined {
  return planIds.find((id) => BATCH_MAX_CELLS[id] >= cells);
}

export const batchErrors = {
  assetNotFound: (path: string) =>
    errors.validation([{ path, message: 'catalogueBatch.assetNotFound' }]),
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
