/** English strings of mail sent by the API (verification codes, reset links, account notices). */
export const enMail = {
  'mail.greeting': 'Hello {name},',
  'mail.signature': 'The Kiểu Studio team',
  'mail.otp.subject': 'Your Kiểu Studio verification code',
  'mail.otp.intro': 'Use this code to verify your email address:',
  'mail.otp.expiry':
    'The code is valid for {minutes} minutes. If you did not create a Kiểu Studio account, you can ignore this email.',
  'mail.reset.subject': 'Reset your Kiểu Studio password',
  'mail.reset.intro':
    'We received a request to reset your password. Open this link to choose a new one:',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.expiry':
    'The link works once and is valid for {minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.',
  'mail.taken.subject': 'Someone tried to create a Kiểu Studio account with your email',
  'mail.taken.intro':
    'Someone just tried to create a new Kiểu Studio account with this email address. You already have an account, so nothing was changed. If it was you, log in, or choose "Forgot password?" on the login form to set a new password:',
  'mail.taken.button': 'Go to Kiểu Studio',
  'mail.taken.note':
    'If it was not you, you can ignore this email: your account and your password stay as they are.',
  'mail.identityNew.subject': 'Your Kiểu Studio login code',
  'mail.identityNew.intro': 'To finish logging in to Kiểu Studio with Google, enter this code:',
  'mail.identityLink.subject': 'Add Google login to your Kiểu Studio account',
  'mail.identityLink.intro':
    'Someone logged in with Google using this email address and asked to use it for your Kiểu Studio account. If it was you, enter this code where you logged in:',
  'mail.identity.expiry':
    'The code is valid for {minutes} minutes. If it was not you, ignore this email and never share the code: your account stays as it is.',
} as const;
