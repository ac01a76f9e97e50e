import type { Env } from '../env.ts';
import type { EconomicsPricing } from './attempts.ts';
import { microUsdToVnd, priceTable, requestCostMicroUsd } from './engine-prices.ts';

/**
 * The recorded cost's prices: the engine price table (ENGINE_PRICES over the defaults) and the
 * USD_VND_RATE of the day (decision 066).
 */
export function economicsPricing(env: Env): EconomicsPricing {
  const prices = priceTable(env);
  return {
    costMicroUsd: (call) => requestCostMicroUsd(prices, call),
    toVnd: (microUsd) => microUsdToVnd(microUsd, env),
  };
}
