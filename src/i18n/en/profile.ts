/** English strings of the profile page; they define its keys. */
export const enProfile = {
  'profile.title': 'Profile Settings',
  'profile.description': 'Your Kiểu Studio account.',
  'profile.avatar': 'Avatar for {name}',
  'profile.details': 'Account details',
  'profile.name': 'Full name',
  'profile.email': 'Email',
  'profile.memberSince': 'Member since {date}',
  'profile.save': 'Save changes',
  'profile.saved': 'Profile updated',
  'profile.saveFailed': 'Update failed',
  'profile.passwordHeading': 'Change password',
  'profile.currentPassword': 'Current password',
  'profile.newPassword': 'New password',
  'profile.confirmPassword': 'Confirm new password',
  'profile.changePassword': 'Change password',
  'profile.passwordChanged': 'Password changed',
  'profile.passwordFailed': 'Password change failed',
  'profile.noPassword':
    'This account logs in with Google. Use "Forgot password?" in the login window to add a password.',
  'profile.tempCredentialsHeading': 'Your generated login details',
  'profile.tempCredentialsBody':
    'Email {email}, password {password}. They are removed from this device at {time}.',
  'profile.sessionHeading': 'Session',
  'profile.logout': 'Log out',
} as const;
