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
  'billing.status.expired': 'Expired',
  'billing.unlimited': 'Unlimited',
  'billing.creditsPerMonth': '{credits} credits a month',

  'billing.state.current': 'Current plan',
  'billing.state.upgrade': 'Upgrade',
  'billing.state.downgrade': 'Downgrade',
  'billing.state.inactive': 'Yours again when your paid period ends',
  'billing.cta.upgrade': 'Upgrade to {plan}',
  'billing.cta.downgrade': 'Change to {plan}',
  'billing.cta.renew': 'Renew {plan}',
  'billing.cta.contact': 'Contact sales',
  'billing.summary.title': 'Your plan',
  'billing.summary.free': 'You are on the free plan.',
  'billing.summary.paid': '{plan}, {cycle} billing, paid until {date}.',
  'billing.summary.next': 'Changes to {plan} on {date} (already paid).',
  'billing.summary.scheduled': 'Changes to {plan} on {date}. You pay only when that period starts.',
  'billing.summary.cancelScheduled': 'Cancel the change to {plan}',
  'billing.summary.cancelled': 'The change to {plan} is cancelled. Your current plan stays.',
  'billing.summary.cancelFailed': 'The change could not be cancelled. Please try again.',

  'billing.history.title': 'Payment history',
  'billing.history.date': 'Date',
  'billing.history.description': 'Description',
  'billing.history.amount': 'Amount',
  'billing.history.status': 'Status',
  'billing.history.credits': 'Credits',
  'billing.history.method': 'Payment method',
  'billing.history.empty': 'No payments yet.',
  'billing.history.loadFailed': 'Failed to load payment history',
  'billing.history.payNow': 'Pay now',

  'billing.checkout.heading': 'Checkout',
  'billing.checkout.summary': 'Order summary',
  'billing.checkout.plan': 'Plan',
  'billing.checkout.cycle': 'Billing',
  'billing.checkout.listPrice': 'Price',
  'billing.checkout.unusedCredit': 'Unused share of your current plan',
  'billing.checkout.creditsTradedIn':
    '{credits} unused credits of your current plan leave your balance when you pay, as this deduction covers them.',
  'billing.checkout.total': 'Total',
  'billing.checkout.period': 'Period',
  'billing.checkout.periodRange': '{start} to {end}',
  'billing.checkout.credits': 'Credits',
  'billing.checkout.kind.new': 'Your plan starts as soon as the payment is confirmed.',
  'billing.checkout.kind.upgrade':
    'Upgrades start at once. The unused share of your current plan (its unused time or its unused credits, whichever is smaller) is taken off the price.',
  'billing.checkout.kind.downgrade':
    'Nothing is charged now. Your current plan stays until its period ends; then we send you the payment for the new plan, which starts when it is paid.',
  'billing.checkout.schedule': 'Schedule the change',
  'billing.checkout.scheduled':
    'Done. Your plan changes to {plan} on {date}; we will send you the payment link then.',
  'billing.checkout.kind.renewal': 'The new period starts when the current one ends.',
  'billing.checkout.method': 'Payment method',
  'billing.gateway.sandbox': 'Sandbox (test payment, no money moves)',
  'billing.gateway.vnpay': 'VNPay (ATM card, QR code, banking app)',
  'billing.checkout.pay': 'Pay {amount}',
  'billing.checkout.redirecting': 'Taking you to the payment page…',
  'billing.checkout.noPlan': 'Choose a plan on the pricing page first.',
  'billing.checkout.toPricing': 'See the plans',
  'billing.checkout.freePlan':
    'The Free plan needs no payment: every new account starts with 5 credits, and a paid plan moves to it when its period ends.',
  'billing.checkout.toDashboard': 'Go to the dashboard',
  'billing.checkout.failed': 'The payment could not be started.',
  'billing.checkout.noGateway': 'No payment method is available right now.',
  'billing.checkout.note':
    'Your plan and credits are given when the payment gateway confirms the payment.',

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
  'billing.errors.downgradeNotCharged':
    'A change to a cheaper plan is not paid now: schedule it, and pay when your current period ends.',
  'billing.errors.notADowngrade':
    'Only a change to a cheaper plan or to monthly billing can be scheduled.',
  'billing.errors.orderExpired':
    'This order has expired. Start again from the pricing page for a current price.',
  'billing.errors.badSignature': 'The payment notification’s signature is not valid.',

  'billing.receipt.subject': 'Your Kiểu Studio receipt {reference}',
  'billing.receipt.intro': 'Hello {name}, thank you for your payment. Here is your receipt.',
  'billing.receipt.reference': 'Order',
  'billing.receipt.date': 'Date',
  'billing.receipt.description': 'Description',
  'billing.receipt.amount': 'Amount',
  'billing.receipt.method': 'Payment method',
  'billing.receipt.credits': 'Credits',
  'billing.receipt.status': 'Status',

  'billing.scheduled.subject': 'Your new Kiểu Studio plan is ready to pay',
  'billing.scheduled.intro':
    'Hello {name}, your paid period has ended. Pay for the plan you chose to start it and receive its monthly credits.',
  'billing.scheduled.button': 'Pay and start the plan',
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
  'billing.method.sandbox': 'Test payment',
  'billing.method.vnpay': 'VNPay',
} as const;
