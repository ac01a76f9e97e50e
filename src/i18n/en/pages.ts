/** English strings of the utility pages: payment results, auth pages, test and error screens. */
export const enPages = {
  'payment.success.title': 'Payment successful',
  'payment.success.heading': 'Thank you, your payment went through',
  'payment.success.body':
    'Your credits and plan are activated as soon as the payment gateway confirms the payment, usually within seconds. A receipt is on its way to your email.',
  'payment.cancel.title': 'Payment cancelled',
  'payment.cancel.heading': 'You cancelled the payment',
  'payment.cancel.body':
    'Nothing was charged and your plan is unchanged. You can choose a plan again whenever you are ready.',
  'payment.error.title': 'Payment failed',
  'payment.error.heading': 'The payment could not be completed',
  'payment.error.body':
    'Nothing was charged. Please try again, use another payment method, or contact us with the time of the payment.',
  'payment.toDashboard': 'Go to the dashboard',
  'payment.toPricing': 'Back to pricing',
  'payment.toContact': 'Contact support',
  'payment.description': 'The result of your payment at Kiểu Studio.',

  'authPages.verify.title': 'Verify your email',
  'authPages.reset.title': 'Set a new password',
  'authPages.google.title': 'Logging in with Google',
  'authPages.testGoogle.title': 'Google login test',
  'authPages.description': 'Log in to Kiểu Studio.',
  'authPages.loading': 'Loading…',
  'authPages.noScript': 'This page needs JavaScript to sign you in.',

  'errors.somethingWrong': 'Something went wrong',
  'errors.somethingWrongBody': 'An unexpected error stopped this screen. Please try again.',
  'errors.tryAgain': 'Try again',
  'errors.unexpected': 'Unexpected Application Error!',
  'errors.unexpectedBody': 'The page could not be shown. Go back to the home page and try again.',
  'errors.home': 'Back to the home page',

  'notFound.suggestions': 'Where would you like to go?',
  'notFound.pricing': 'See plans and pricing',
  'notFound.contact': 'Contact our team',
  'notFound.code': 'Error 404',

  'test.title': 'Test page',
  'test.description': 'Screens for checking the site: the error screens.',
  'test.heading': 'Test page',
  'test.intro': 'The error screens the site shows when something fails, for checking.',
  // The return to the tool after a payment (issue 40, decision 102)
  'payment.returned':
    'Your credits are added as soon as the gateway confirms the payment, usually within seconds. A receipt is on its way to your email.',
} as const;
