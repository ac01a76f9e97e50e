import { gateways, type Gateway } from '../contracts/billing.ts';

/**
 * The dictionary key that names a stored payment method, when the method is one of our gateway
 * ids ('sandbox'); a gateway's own wording ('VNPay NCB ATM') has no key and is shown as stored.
 * @example paymentMethodKey('sandbox') // 'billing.method.sandbox'
 * @example paymentMethodKey('VNPay NCB ATM') // null
 */
export function paymentMethodKey(method: string): `billing.method.${Gateway}` | null {
  return (gateways as readonly string[]).includes(method)
    ? (`billing.method.${method}` as `billing.method.${Gateway}`)
    : null;
}
