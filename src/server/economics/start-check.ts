import type { Plan } from '../../contracts/plans.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import { checkEconomics, describeRow } from './margins.ts';

/** Production refuses to start selling below cost; the error names every failing option. */
export class BelowCostError extends Error {
  constructor(readonly options: string[]) {
    super(
      `Options on sale below MIN_GROSS_MARGIN (decision 065; run npm run economics):\n${options
        .map((option) => `  - ${option}`)
        .join('\n')}`,
    );
    this.name = 'BelowCostError';
  }
}

/**
 * `npm run economics` at the API's start, on the plans on sale: in production an option below
 * MIN_GROSS_MARGIN stops the start, named; elsewhere it is a warning, so development and tests
 * may run any engine and price.
 */
export function checkEconomicsAtStart(
  env: Env,
  plans: readonly Plan[],
  logger: Pick<Logger, 'warn'>,
): void {
  const failing = checkEconomics(env, plans).failing.map(describeRow);
  if (failing.length === 0) return;
  if (env.NODE_ENV === 'production') throw new BelowCostError(failing);
  logger.warn(
    { economics: failing.length },
    `Options on sale below MIN_GROSS_MARGIN ${env.MIN_GROSS_MARGIN}: ${failing.slice(0, 5).join('; ')}${failing.length > 5 ? ` (and ${failing.length - 5} more; npm run economics)` : ''}`,
  );
}
