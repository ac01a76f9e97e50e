import { isQrGateway, type QrGateway } from '../../../contracts/billing.ts';
import type { RefundWay } from '../../../contracts/admin-payments.ts';
import type { Env } from '../../env.ts';
import type { PaymentRail } from '../../payments/rails/payment-rail.ts';
import { railSetups } from '../../payments/rails/rail-registry.ts';

/**
 * The QR rails reconciliation and refunds talk to. The services take them as an argument, so
 * the job and the routes pass this deployment's (`railsOf(env)`) and a test its own.
 */
export type Rails = Partial<Record<QrGateway, PaymentRail>>;

export function railsOf(env: Env): Rails {
  return Object.fromEntries(
    Object.entries(railSetups(env)).map(([gateway, setup]) => [gateway, setup.rail]),
  );
}

/**
 * How an order paid through `gateway` is refunded (decision 135): the sandbox at once with no
 * provider, a rail with a refund API through it, anything else (VNPay, payOS) by hand.
 */
export function refundWayOf(gateway: string | null, rails: Rails): Exclude<RefundWay, 'none'> {
  if (gateway === 'sandbox') return 'here';
  if (gateway && isQrGateway(gateway) && rails[gateway]?.refund) return 'here';
  return 'outside';
}
