/**
 * Spec §8: how identity-provider (Firebase) failures reach the user. Pure, so the islands can
 * map errors without loading the Firebase SDK.
 */

export type IdentityDataReason =
  'invalidEmailAddress' | 'passwordRequired' | 'passwordMin6' | 'tokenInvalid' | 'userDataInvalid';

/** Input refused before calling the provider or the backend (spec §5 helper rules). */
export class IdentityDataError extends Error {
  readonly code = 'auth/invalid-data';
  constructor(readonly reason: IdentityDataReason) {
    super(reason);
    this.name = 'IdentityDataError';
  }
}

export type AuthContext = 'email' | 'google';
export type CauseKey =
  | 'invalidCredentials'
  | 'accountNotFound'
  | 'accountDisabled'
  | 'networkOrConfig'
  | 'providerServer'
  | 'network'
  | 'popupBlocked';
export type ActionKey =
  | 'verifyCredentials'
  | 'retryLater'
  | 'contactSupport'
  | 'allowPopup'
  | 'checkConnection'
  | 'tryRedirect';

export interface AuthFailure {
  /** ignored: the user closed the popup; the rest decide the message. */
  kind: 'ignored' | 'popupBlocked' | 'config' | 'network' | 'invalidData' | 'credentials' | 'other';
  /** The provider's code after the internal-error text rule. */
  code: string;
  message: string;
  /** Titles the configuration error. */
  provider: 'Firebase' | 'Google';
  /** An internal error that came with details from the server. */
  hasDetails: boolean;
  causes: CauseKey[];
  actions: ActionKey[];
  reason?: IdentityDataReason;
}

const CAUSES: Record<AuthContext, CauseKey[]> = {
  email: ['invalidCredentials', 'accountNotFound', 'accountDisabled', 'networkOrConfig'],
  google: ['providerServer', 'network', 'popupBlocked'],
};
const ACTIONS: Record<AuthContext, ActionKey[]> = {
  email: ['verifyCredentials', 'retryLater', 'contactSupport'],
  google: ['allowPopup', 'checkConnection', 'tryRedirect'],
};

const IGNORED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);
const NETWORK = new Set(['auth/network-request-failed', 'auth/timeout']);
const CREDENTIALS = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-disabled',
]);
const INVALID_DATA = new Set([
  'auth/invalid-data',
  'auth/argument-error',
  'auth/invalid-user-token',
  'auth/invalid-id-token',
]);

const GENERIC_MESSAGE = /^Firebase: Error \([\w/-]+\)\.?$/;

/**
 * Spec §8: in the email-password context, 'auth/internal-error' is read by its text:
 * password or credential → wrong password; user or not found → no such user; email → bad email.
 * @example normalizeAuthCode({ code: 'auth/internal-error', message: 'INVALID_PASSWORD' }, 'email')
 * // 'auth/wrong-password'
 */
export function normalizeAuthCode(error: unknown, context: AuthContext): string {
  const { code, message } = codeAndMessage(error);
  if (code !== 'auth/internal-error' || context !== 'email') return code;
  const text =
    `${message} ${JSON.stringify((error as { customData?: unknown })?.customData ?? '')}`.toLowerCase();
  if (/password|credential/.test(text)) return 'auth/wrong-password';
  if (/user|not[ _]found/.test(text)) return 'auth/user-not-found';
  if (/email/.test(text)) return 'auth/invalid-email';
  return code;
}

/** Sorts a failure of sign-in into the messages of spec §8. */
export function describeAuthFailure(error: unknown, context: AuthContext): AuthFailure {
  const { message } = codeAndMessage(error);
  const code = normalizeAuthCode(error, context);
  const base = {
    code,
    message,
    provider: context === 'google' ? ('Google' as const) : ('Firebase' as const),
    hasDetails: false,
    causes: CAUSES[context],
    actions: ACTIONS[context],
  };
  if (error instanceof IdentityDataError) {
    return { ...base, kind: 'invalidData', reason: error.reason };
  }
  if (IGNORED.has(code)) return { ...base, kind: 'ignored' };
  if (code === 'auth/popup-blocked') return { ...base, kind: 'popupBlocked' };
  if (NETWORK.has(code)) return { ...base, kind: 'network' };
  if (code === 'auth/internal-error') {
    const details = (error as { customData?: { _serverResponse?: unknown } })?.customData
      ?._serverResponse;
    return {
      ...base,
      kind: 'config',
      hasDetails: Boolean(details) || (message !== '' && !GENERIC_MESSAGE.test(message)),
    };
  }
  if (INVALID_DATA.has(code)) return { ...base, kind: 'invalidData' };
  if (context === 'email' && CREDENTIALS.has(code)) return { ...base, kind: 'credentials' };
  return { ...base, kind: 'other' };
}

/**
 * Spec §4: when the popup fails, Google sign-in continues by redirect, except when the user
 * closed it, the network is down, the data was bad or the configuration is broken (a redirect
 * would fail the same way).
 */
export function shouldFallBackToRedirect(failure: AuthFailure): boolean {
  return failure.kind === 'popupBlocked' || failure.kind === 'other';
}

function codeAndMessage(error: unknown): { code: string; message: string } {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { code: '', message: typeof error === 'string' ? error : '' };
}
