import { publicApiUrl, type Env } from '../../env.ts';
import { momoRoutes } from '../../routes/payments/momo.routes.ts';
import { hasRailCredentials } from '../rails/rail-credentials.ts';
import type { RailSetup } from '../rails/rail-registry.ts';
import { standInSecret } from '../rails/stand-in-keys.ts';
import { momoRail } from './momo-rail.ts';
import type { MomoKeys } from './momo-signature.ts';
import { momoStandIn } from './momo-stand-in.ts';

/**
 * Where the app mounts the stand-in: rail-registry's standInPath('momo'), written out because
 * the registry imports this module (a value import back would be a cycle at start-up).
 */
const STAND_IN_PATH = '/payments/standins/momo';

/** The stand-in's development keys, derived from APP_SECRET (both sides compute the same). */
export function momoStandInKeys(env: Pick<Env, 'APP_SECRET'>): MomoKeys {
  return {
    partnerCode: 'MOMOSTANDIN',
    accessKey: standInSecret(env, 'momo-access-key').slice(0, 16),
    secretKey: standInSecret(env, 'momo-secret-key'),
  };
}

/**
 * MoMo as this deployment runs it (decision 132): MoMo at MOMO_URL with MOMO_PARTNER_CODE,
 * MOMO_ACCESS_KEY and MOMO_SECRET_KEY; otherwise, with PAYMENT_STANDINS, the built-in stand-in
 * under the API's own origin; otherwise off.
 */
export function momoSetup(env: Env): RailSetup | null {
  const real = hasRailCredentials(env, 'momo');
  if (!real && !env.PAYMENT_STANDINS) return null;
  const standInUrl = `${publicApiUrl(env).replace(/\/+$/, '')}${STAND_IN_PATH}`;
  const keys: MomoKeys = real
    ? {
        partnerCode: env.MOMO_PARTNER_CODE!,
        accessKey: env.MOMO_ACCESS_KEY!,
        secretKey: env.MOMO_SECRET_KEY!,
      }
    : momoStandInKeys(env);
  return {
    rail: momoRail({ ...keys, baseUrl: real ? env.MOMO_URL : standInUrl }),
    routes: (deps) => momoRoutes(deps, keys),
    standIn: real ? null : () => momoStandIn({ keys, publicUrl: () => standInUrl }),
  };
}
