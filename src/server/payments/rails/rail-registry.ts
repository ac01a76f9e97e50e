import type { Hono } from 'hono';
import { qrGateways, type QrGateway } from '../../../contracts/billing.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import type { Env } from '../../env.ts';
import type { PaymentRail } from './payment-rail.ts';
import { momoSetup } from '../momo/momo-setup.ts';
import { vietqrSetup } from '../vietqr/vietqr-setup.ts';
import { zalopaySetup } from '../zalopay/zalopay-setup.ts';

/**
 * One QR rail as this deployment runs it (issue 43): the adapter, its notification and return
 * routes (mounted at the app's root), and, when it runs against its built-in stand-in instead
 * of the provider, the stand-in's app (mounted at /payments/standins/<gateway>).
 */
export interface RailSetup {
  rail: PaymentRail;
  routes(deps: AppDeps): Hono<AppBindings>;
  standIn: (() => Hono) | null;
}

type SetupOf = (env: Env) => RailSetup | null;

/** Each rail's setup, in the order the checkout lists them. */
const setups: Partial<Record<QrGateway, SetupOf>> = {
  vietqr: vietqrSetup,
  momo: momoSetup,
  zalopay: zalopaySetup,
};

/** The QR rails this deployment offers: those with credentials, or with a stand-in in development. */
export function railSetups(env: Env): Partial<Record<QrGateway, RailSetup>> {
  return Object.fromEntries(
    qrGateways.flatMap((gateway) => {
      const made = setups[gateway]?.(env);
      return made ? [[gateway, made]] : [];
    }),
  );
}

/** Where a rail's stand-in is mounted, under the API's public origin. */
export const standInPath = (gateway: QrGateway) => `/payments/standins/${gateway}`;
