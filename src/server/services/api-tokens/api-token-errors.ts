import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { PlanId } from '../../../contracts/plans.ts';
import { localizeWithPlan } from '../billing/plan-name-text.ts';

export const apiTokenErrors = {
  notFound: () => new AppError(404, 'token_not_found', localize('apiTokens.errors.notFound')),
  /** Spec §6: API access is a plan gate; the message names the cheapest plan that has it. */
  planWithoutApi: (planId: PlanId) =>
    new AppError(
      403,
      'plan_without_api_access',
      localizeWithPlan('apiTokens.errors.planWithoutApi', planId),
      { plan: planId },
    ),
  tooMany: (limit: number) =>
    new AppError(409, 'too_many_tokens', localize('apiTokens.errors.tooMany', { limit }), {
      limit,
    }),
  /** The public API's answer to a missing, unknown, disabled or deleted token. */
  unauthorized: () =>
    new AppError(
      401,
      'invalid_api_token',
      localize('apiTokens.errors.invalidToken'),
      {},
      {
        'WWW-Authenticate': 'Bearer realm="api"',
      },
    ),
};
