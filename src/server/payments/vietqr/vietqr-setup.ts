import { publicApiUrl, type Env } from '../../env.ts';
import { vietqrRoutes } from '../../routes/payments/vietqr.routes.ts';
import { hasRailCredentials } from '../rails/rail-credentials.ts';
import type { RailSetup } from '../rails/rail-registry.ts';
import { standInSecret } from '../rails/stand-in-keys.ts';
import type { PayosKeys } from './payos-client.ts';
import { vietqrRail } from './vietqr-rail.ts';
import { vietqrStandIn } from './vietqr-stand-in.ts';

/** The webhook URL to register in payOS's dashboard (payOS sends no notify URL per request). */
export const VIETQR_WEBHOOK_PATH = '/payments/vietqr/webhook';
/**
 * Where the app mounts the stand-in: rail-registry's standInPath('vietqr'), written out because
 * the registry imports this module (a value import back would be a cycle at start-up).
 */
const STAND_IN_PATH = '/payments/standins/vietqr';

/** The stand-in's development keys, derived from APP_SECRET (both sides compute the same). */
export function vietqrStandInKeys(env: Pick<Env, 'APP_SECRET'>): PayosKeys {
  return {
    clientId: standInSecret(env, 'payos-client-id'),
    apiKey: standInSecret(env, 'payos-api-key'),
    checksumKey: standInSecret(env, 'payos-checksum-key'),
  };
}

/**
 * VietQR through payOS as this deployment runs it (decision 134): payOS with PAYOS_CLIENT_ID,
 * PAYOS_API_KEY and PAYOS_CHECKSUM_KEY; otherwise, with PAYMENT_STANDINS, the built-in stand-in
 * under the API's own origin; otherwise off.
 */
export function vietqrSetup(env: Env): RailSetup | null {
  const real = hasRailCredentials(env, 'vietqr');
  if (!real && !env.PAYMENT_STANDINS) return null;
  const origin = publicApiUrl(env).replace(/\/+$/, '');
  const standInUrl = `${origin}${STAND_IN_PATH}`;
  const keys: PayosKeys = real
    ? {
        clientId: env.PAYOS_CLIENT_ID!,
        apiKey: env.PAYOS_API_KEY!,
        checksumKey: env.PAYOS_CHECKSUM_KEY!,
      }
    : vietqrStandInKeys(env);
  return {
    rail: vietqrRail({ ...keys, baseUrl: real ? env.PAYOS_URL : standInUrl }),
    routes: (deps) => vietqrRoutes(deps, keys),
    standIn: real
      ? null
      : () =>
          vietqrStandIn({
            keys,
            publicUrl: () => standInUrl,
            webhookUrl: () => `${origin}${VIETQR_WEBHOOK_PATH}`,
          }),
  };
}
