/** English strings of the auth area; they define its keys. */
export const enAuth = {
  // API answers of /auth/* (spec §5 and §8 word for word where the spec gives the text).
  'authApi.passwordRequired': 'Password is required',
  'authApi.passwordTooShort': 'Password must be at least 8 characters',
  'authApi.passwordTooLong': 'Password must be at most 128 characters',
  'authApi.otpFormat': 'Please enter a valid verification code',
  'authApi.firebaseTokenInvalid':
    'Invalid Firebase ID token - token appears to be empty or malformed',
  'authApi.firebaseUserDataInvalid':
    'Invalid Firebase user data - missing required fields (email, uid)',
  'authApi.googleCodeRequired': 'The Google login code is missing',
  'authApi.redirectUriInvalid': 'The redirect address is not valid',
  'authApi.registered': 'Registration successful. We sent a verification code to your email.',
  'authApi.otpSent': 'OTP sent',
  'authApi.verified': 'Verification successful',
  'authApi.resetRequested':
    'If an account with this email exists, you will receive reset instructions.',
  'authApi.resetDone': 'Password reset successful',
  'authApi.passwordChanged': 'Password changed',
  'authApi.invalidCredentials': 'Please check your credentials and try again.',
  'authApi.emailNotVerified': 'Please verify your email before logging in.',
  'authApi.accountDisabled': 'This account has been disabled. Please contact support.',
  'authApi.otpInvalid': 'Invalid OTP. Please try again.',
  'authApi.otpExpired': 'This code has expired. Please request a new one.',
  'authApi.otpLocked': 'Too many wrong codes. Please request a new code.',
  'authApi.otpResendTooSoon': 'Please wait {seconds} seconds before requesting a new code.',
  'authApi.resetTokenInvalid': 'Invalid or expired reset token.',
  'authApi.currentPasswordWrong': 'Your current password is incorrect.',
  'authApi.unauthorized': 'Please log in to continue.',
  'authApi.sessionInvalid': 'Your session has ended. Please log in again.',
  'authApi.adminOnly':
    "Access Denied: You don't have permission to access the admin dashboard. Only authorized administrators can access this area.",
  'authApi.identityFailed': 'Identity provider login failed. Please try again.',
  'authApi.identityMismatch': 'The login token does not match the user data.',
  'authApi.identityCodeSent':
    'We sent a login code to your email. Enter it here to finish logging in.',
  'authApi.identityConfirmationInvalid':
    'This login has expired. Please continue with Google again.',
  'authApi.googleFailed': 'Google login failed. Please try again.',
  'authApi.googleNotConfigured': 'Google login is not available right now.',
  'authApi.tooManyAttempts': 'Too many attempts. Please try again in {minutes} min.',
} as const;
