/** English strings of plans, checkout and payments (spec §2.10, §3 payment record, §8). */
export const enBilling = {
  'billing.cycle.monthly': 'monthly',
  'billing.cycle.annual': 'annual',
  'billing.description.new': '{plan} plan, {cycle} billing',
  'billing.description.upgrade': 'Upgrade to {plan}, {cycle} billing',
  'billing.description.downgrade': 'Change to {plan} from the next period, {cycle} billing',
  'billing.description.renewal': 'Renewal of {plan}, {cycle} billing',
  'billing.status.pending': 'Pending',
  'billing.status.completed': 'Completed',
  'billing.status.failed': 'Failed',
  'billing.unlimited': 'Unlimited',
  'billing.creditsPerMonth': '{credits} credits a month',

  'billing.errors.planInvalid': 'Please choose one of the plans.',
  'billing.errors.cycleInvalid': 'Please choose monthly or annual billing.',
  'billing.errors.gatewayInvalid': 'Please choose a payment method.',
  'billing.errors.plan_not_found': 'This plan does not exist.',
  'billing.errors.plan_free':
    'The free plan cannot be bought. Your paid plan moves to it when its period ends.',
  'billing.errors.plan_contact_sales':
    'The Enterprise plan is arranged with our team. Please contact us.',
  'billing.errors.plan_unavailable': 'This plan is no longer on sale.',
  'billing.errors.change_pending':
    'A plan change is already paid for and starts when your current period ends.',
  'billing.errors.gatewayUnavailable': 'This payment method is not available.',
  'billing.errors.orderNotFound': 'This order does not exist.',
  'billing.errors.resolutionNotInPlan':
    '{resolution} needs a paid plan: your plan makes up to {allowed}. Upgrade on the pricing page.',
  'billing.errors.orderNotPayable': 'This order is already settled.',

  'billing.receipt.subject': 'Your Kiểu Studio receipt {reference}',
  'billing.receipt.intro': 'Hello {name}, thank you for your payment. Here is your receipt.',
  'billing.receipt.reference': 'Order',
  'billing.receipt.date': 'Date',
  'billing.receipt.description': 'Description',
  'billing.receipt.amount': 'Amount',
  'billing.receipt.method': 'Payment method',
  'billing.receipt.credits': 'Credits',
  'billing.receipt.status': 'Status',

  'billing.renewal.subject': 'Your Kiểu Studio plan renews soon',
  'billing.renewal.intro':
    'Hello {name}, your paid period ends soon. Pay the renewal to keep your plan and your monthly credits.',
  'billing.renewal.ends': 'Current period ends',
  'billing.renewal.button': 'Pay the renewal',

  'billing.sandbox.title': 'Sandbox payment',
  'billing.sandbox.intro':
    'This is the test payment page of Kiểu Studio. No money moves: choose how the payment ends.',
  'billing.sandbox.settled': 'This order is already settled.',
  'billing.sandbox.pay': 'Pay successfully',
  'billing.sandbox.cancel': 'Cancel the payment',
  'billing.sandbox.fail': 'Make the payment fail',
} as const;
