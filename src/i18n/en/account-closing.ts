/** "Close my account" on /profile, its API answers, mails and undo page (issue 26 point 1, decision 056). */
export const enAccountClosing = {
  'accountClosing.heading': 'Close my account',
  'accountClosing.intro':
    'Closing signs you out everywhere, turns off your API tokens, cancels unfinished generations (their credits come back) and stops your plan from renewing. After {days} days your uploads, results, share links, exports and profile are deleted for good. Until then, the link in the confirmation email restores everything.',
  'accountClosing.start': 'Close my account…',
  'accountClosing.dialogTitle': 'Log in again to close your account',
  'accountClosing.passwordLabel': 'Current password',
  'accountClosing.googleHint': 'Logged in with Google? Confirm with Google instead.',
  'accountClosing.withGoogle': 'Confirm with Google',
  'accountClosing.confirm': 'Close my account',
  'accountClosing.closing': 'Closing…',
  'accountClosing.cancel': 'Keep my account',
  'accountClosing.done':
    'Your account is closing. We emailed you a link that restores it until {date}.',
  'accountClosing.home': 'Go to the home page',
  'accountClosing.failed': 'Could not close the account',
  // API answers.
  'accountClosing.api.reauthRequired':
    'Log in again to close your account: enter your current password or confirm with Google.',
  'accountClosing.api.reauthStale':
    'That login is too old. Confirm with Google again, then close your account within 5 minutes.',
  'accountClosing.api.identityNotLinked': 'That Google account is not linked to this account.',
  'accountClosing.api.alreadyClosing': 'This account is already closing.',
  'accountClosing.api.signInRefused':
    'This account is closing and can no longer log in. To keep it, open the “Restore my account” link in the email we sent when you closed it, before it expires.',
  'accountClosing.api.undoInvalid':
    'This restore link is not valid or has expired. An account can only be restored within {days} days of closing it.',
  'accountClosing.api.cancelled':
    'Cancelled because the account was closed. The credits were refunded.',
  // Mails.
  'accountClosing.mail.closedSubject': 'Your Kiểu Studio account is closing',
  'accountClosing.mail.closedIntro':
    'Hello {name}, you asked us to close your Kiểu Studio account. You have been logged out everywhere and your API tokens no longer work. On {date} your uploads, results, share links, exports and profile will be deleted for good. Changed your mind? The link below restores everything until then; it works once.',
  'accountClosing.mail.undoLink': 'Restore my account',
  'accountClosing.mail.restoredSubject': 'Your Kiểu Studio account is restored',
  'accountClosing.mail.restoredIntro':
    'Hello {name}, your Kiểu Studio account is restored with everything in it. Log in again to continue; your API tokens work again.',
  'accountClosing.mail.deletedSubject': 'Your Kiểu Studio account has been deleted',
  'accountClosing.mail.deletedIntro':
    'Hello {name}, your Kiểu Studio account and everything in it have been deleted, as you asked. Payment records are kept without your name or email for 10 years, as Vietnamese accounting law requires. This is the last email we send you.',
  // The undo page (/account-restore).
  'accountClosing.restore.title': 'Restore my account',
  'accountClosing.restore.intro':
    'Restore your Kiểu Studio account with everything in it. You will then log in again.',
  'accountClosing.restore.button': 'Restore my account',
  'accountClosing.restore.working': 'Restoring…',
  'accountClosing.restore.done': 'Your account is restored. You can log in again.',
  'accountClosing.restore.signIn': 'Log in',
  'accountClosing.restore.missing': 'This link is incomplete. Open the link from the email again.',
  'accountClosing.restore.failed': 'Could not restore the account. Please try again.',
  // The admin's user page.
  'accountClosing.admin.closing': 'Closing: deleted on {date}',
  // What closing does to what was paid (issue 40, terms §7, decision 102)
  'accountClosing.notice.title': 'Your credits and payments',
  'accountClosing.notice.credits':
    'You have {credits} unused paid credits. They end when the account is deleted, {days} days after closing; undoing the closing before then keeps them.',
  'accountClosing.notice.noCredits': 'You have no unused paid credits.',
  'accountClosing.notice.refundable':
    'Paid in the last {days} days with no credit used since, so refunded in full if you ask support@kieu.studio before the deletion:',
  'accountClosing.notice.payment': '{reference}: {amount}, paid {date}',
  'accountClosing.notice.noRefund':
    'No payment of the last {days} days can be refunded: credits have no cash value.',
  'accountClosing.notice.terms': 'Read the terms (section 7)',
  'accountClosing.notice.loading': 'Checking your credits and payments...',
} as const;
