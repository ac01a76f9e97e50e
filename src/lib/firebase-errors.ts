/**
 * Spec §8: how identity-provider (Firebase) failures reach the user. Pure, so the islands can
 * map errors without loading the Firebase SDK.
 */

export type IdentityDataReason = 'tokenInvalid' | 'userDataInvalid';

/** Identity data refused before it is sent to the backend (spec §5). */
export class IdentityDataError extends Error {
  readonly code = 'auth/invalid-data';
  constructor(readonly reason: IdentityDataReason) {
    super(reason);
    this.name = 'IdentityDataError';
  }
}

/**
 * Only Google signs in through the identity provider; email and password go to the API's own
 * login (decision 049), so the spec's email-password causes and text rule have no caller.
 */
export type CauseKey = 'providerServer' | 'network' | 'popupBlocked';
export type ActionKey = 'allowPopup' | 'checkConnection' | 'tryRedirect';

export interface AuthFailure {
  /** ignored: the user closed the popup; the rest decide the message. */
  kind: 'ignored' | 'popupBlocked' | 'config' | 'network' | 'invalidData' | 'other';
  /** The provider's code. */
  code: string;
  message: string;
  /** Titles the configuration error. */
  provider: 'Google';
  /** An internal error that came with details from the server. */
  hasDetails: boolean;
  causes: CauseKey[];
  actions: ActionKey[];
  reason?: IdentityDataReason;
}

const CAUSES: CauseKey[] = ['providerServer', 'network', 'popupBlocked'];
const ACTIONS: ActionKey[] = ['allowPopup', 'checkConnection', 'tryRedirect'];

const IGNORED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);
const NETWORK = new Set(['auth/network-request-failed', 'auth/timeout']);
const INVALID_DATA = new Set([
  'auth/invalid-data',
  'auth/argument-error',
  'auth/invalid-user-token',
  'auth/invalid-id-token',
]);

const GENERIC_MESSAGE = /^Firebase: Error \([\w/-]+\)\.?$/;

/** Sorts a failure of Google sign-in into the messages of spec §8. */
export function describeAuthFailure(error: unknown): AuthFailure {
  const { code, message } = codeAndMessage(error);
  const base = {
    code,
    message,
    provider: 'Google' as const,
    hasDetails: false,
    causes: CAUSES,
    actions: ACTIONS,
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
