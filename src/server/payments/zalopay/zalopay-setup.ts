import { publicApiUrl, type Env } from '../../env.ts';
import { zalopayRoutes } from '../../routes/payments/zalopay.routes.ts';
import { hasRailCredentials } from '../rails/rail-credentials.ts';
import type { RailSetup } from '../rails/rail-registry.ts';
import { standInSecret } from '../rails/stand-in-keys.ts';
import type { ZalopayKeys } from './zalopay-client.ts';
import { zalopayRail } from './zalopay-rail.ts';
import { zalopayStandIn } from './zalopay-stand-in.ts';

/**
 * Where the app mounts the stand-in: rail-registry's standInPath('zalopay'), written out because
 * the registry imports this module (a value import back would be a cycle at start-up).
 */
const STAND_IN_PATH = '/payments/standins/zalopay';
/** The stand-in's app id: any number; ZaloPay's own sandbox apps are 553, 2553 and 2554. */
const STAND_IN_APP_ID = '1043';

/** The stand-in's development keys, derived from APP_SECRET (both sides compute the same). */
export function zalopayStandInKeys(env: Pick<Env, 'APP_SECRET'>): ZalopayKeys {
  return {
    appId: STAND_IN_APP_ID,
    key1: standInSecret(env, 'zalopay-key1'),
    key2: standInSecret(env, 'zalopay-key2'),
  };
}

/**
 * ZaloPay as this deployment runs it (decision 133): ZaloPay with ZALOPAY_APP_ID, ZALOPAY_KEY1
 * and ZALOPAY_KEY2 at ZALOPAY_URL; otherwise, with PAYMENT_STANDINS, the built-in stand-in under
 * the API's own origin; otherwise off.
 */
export function zalopaySetup(env: Env): RailSetup | null {
  const real = hasRailCredentials(env, 'zalopay');
  if (!real && !env.PAYMENT_STANDINS) return null;
  const standInUrl = `${publicApiUrl(env).replace(/\/+$/, '')}${STAND_IN_PATH}`;
  const keys: ZalopayKeys = real
    ? { appId: env.ZALOPAY_APP_ID!, key1: env.ZALOPAY_KEY1!, key2: env.ZALOPAY_KEY2! }
    : zalopayStandInKeys(env);
  return {
    rail: zalopayRail({ ...keys, baseUrl: real ? env.ZALOPAY_URL : standInUrl }),
    routes: (deps) => zalopayRoutes(deps, keys),
    standIn: real ? null : () => zalopayStandIn({ keys, publicUrl: () => standInUrl }),
  };
}
