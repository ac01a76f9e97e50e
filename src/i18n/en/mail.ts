/** English strings of mail sent by the API (verification codes, reset links). */
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
} as const;
