import type { User } from 'firebase/auth';
import { toast } from 'sonner';
import type { FirebaseLoginResponse, IdentityPendingResponse } from '../../contracts/auth.ts';
import { ApiError } from '../../lib/api-client.ts';
import { FirebaseConfigError } from '../../lib/firebase-config.ts';
import { describeAuthFailure, type AuthFailure } from '../../lib/firebase-errors.ts';
import { isPending, loginWithFirebaseEnhanced } from '../../stores/auth-actions.ts';
import { firebaseConfig } from '../app-shell/config.ts';
import type { IslandT } from '../app-shell/i18n.ts';
import { finishLogin } from '../app-shell/navigation.ts';
import { closeAuthModal, showAuthView } from './auth-modal-store.ts';
import { showGoogleAlert } from './google-alert-store.ts';

/** Set before the redirect fallback leaves the page; the next load reads the result. */
const REDIRECT_PENDING_KEY = 'kieu.auth.googleRedirect';

// The Firebase SDK is loaded only when someone signs in with Google.
const loadFirebase = () => import('../../lib/firebase-client.ts');

export interface GoogleOutcome {
  result?: FirebaseLoginResponse;
  /** A first sign-in, waiting for the code mailed to the address (decision 092). */
  pending?: IdentityPendingResponse;
  failure?: AuthFailure | 'config' | 'backend';
}

/**
 * Spec §4: Google sign-in by popup; when the popup fails (not when the user closes it), the
 * redirect flow starts. Then the ID token and user data go to POST /auth/firebase/login; a
 * first sign-in moves the auth modal to the mailed code's step (decision 092).
 * `navigate: false` (the test page) stays on the page and returns the outcome.
 */
export async function signInWithGoogle(
  t: IslandT,
  options: { navigate?: boolean } = {},
): Promise<GoogleOutcome> {
  const firebase = await loadFirebase();
  let auth;
  try {
    auth = firebase.firebaseAuth(firebaseConfig);
  } catch (error) {
    showConfigError(t, error);
    return { failure: 'config' };
  }
  let user;
  try {
    user = await firebase.signInWithGooglePopup(auth);
  } catch (error) {
    const failure = describeAuthFailure(error);
    if (failure.kind === 'ignored') return { failure };
    showGoogleFailure(t, failure);
    if (options.navigate !== false && firebase.shouldFallBackToRedirect(failure)) {
      sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
      await firebase.startGoogleRedirect(auth).catch((redirectError: unknown) => {
        sessionStorage.removeItem(REDIRECT_PENDING_KEY);
        showGoogleFailure(t, describeAuthFailure(redirectError));
      });
    }
    return { failure };
  }
  return completeFirebaseLogin(t, user, options);
}

/** On load: finishes a redirect sign-in started by the fallback, if one is pending. */
export async function processGoogleRedirect(t: IslandT): Promise<void> {
  if (!sessionStorage.getItem(REDIRECT_PENDING_KEY)) return;
  sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  const firebase = await loadFirebase();
  try {
    const user = await firebase.takeRedirectResult(firebase.firebaseAuth(firebaseConfig));
    if (user) await completeFirebaseLogin(t, user, {});
  } catch (error) {
    const failure = describeAuthFailure(error);
    if (failure.kind !== 'ignored') showGoogleFailure(t, failure);
  }
}

async function completeFirebaseLogin(
  t: IslandT,
  user: User,
  options: { navigate?: boolean },
): Promise<GoogleOutcome> {
  const firebase = await loadFirebase();
  let result: FirebaseLoginResponse | IdentityPendingResponse;
  try {
    const idToken = await firebase.idTokenOf(user);
    const payload = firebase.identityPayload(idToken, user);
    result = await loginWithFirebaseEnhanced(payload.idToken, payload.userData);
  } catch (error) {
    if (error instanceof ApiError) {
      toast.error(t('authUi.toast.googleLoginFailed'), {
        description: t('authUi.error.loginFailedWith', { message: error.message }),
      });
      return { failure: 'backend' };
    }
    const failure = describeAuthFailure(error);
    showGoogleFailure(t, failure);
    return { failure };
  }
  if (isPending(result)) {
    if (options.navigate !== false) {
      showAuthView('confirm', result.email, { confirmation: result.confirmation });
    }
    return { pending: result };
  }
  finishGoogleLogin(t, result, options);
  return { result };
}

/**
 * A Google session is in: the dashboard, with a new account's credentials shown once; or, with
 * `navigate: false`, this page and the credentials' toast.
 */
export function finishGoogleLogin(
  t: IslandT,
  result: FirebaseLoginResponse,
  options: { navigate?: boolean } = {},
): void {
  closeAuthModal();
  const credentials = result.is_new_user ? result.traditional_login?.credentials : null;
  if (options.navigate === false) {
    if (credentials) {
      toast(t('authUi.toast.credentialsTitle'), {
        description: t('authUi.toast.credentialsBody', credentials),
        duration: 8000,
      });
    }
    return;
  }
  finishLogin(t, {
    name: result.user.name,
    enhanced: true,
    isNewUser: result.is_new_user,
    credentials,
  });
}

function showConfigError(t: IslandT, error: unknown) {
  toast.error(t('authUi.error.configTitle', { provider: 'Firebase' }), {
    description:
      error instanceof FirebaseConfigError ? error.message : t('authUi.error.configBody'),
  });
}

/** Spec §8: the Google sign-in messages. */
export function showGoogleFailure(t: IslandT, failure: AuthFailure): void {
  switch (failure.kind) {
    case 'ignored':
      return;
    case 'popupBlocked':
      toast.error(t('authUi.toast.googleLoginFailed'), {
        description: t('authUi.error.popupBlocked'),
      });
      return;
    case 'network':
      toast.error(t('authUi.error.networkTitle'), { description: t('authUi.error.networkBody') });
      return;
    case 'invalidData':
      toast.error(t('authUi.error.authTitle'), {
        description:
          failure.reason === 'tokenInvalid'
            ? t('authApi.firebaseTokenInvalid')
            : failure.reason === 'userDataInvalid'
              ? t('authApi.firebaseUserDataInvalid')
              : t('authUi.error.authBody'),
      });
      return;
    case 'config':
      // With details, the causes and actions need reading: an alert dialog, not a toast.
      if (failure.hasDetails) {
        showGoogleAlert({
          provider: failure.provider,
          causes: failure.causes,
          actions: failure.actions,
        });
        return;
      }
      toast.error(t('authUi.error.configTitle', { provider: failure.provider }), {
        description: t('authUi.error.configBody'),
      });
      return;
    default:
      toast.error(t('authUi.toast.googleLoginFailed'), {
        description: t('authUi.error.loginFailedWith', {
          message: failure.message || t('authUi.error.unknown'),
        }),
      });
  }
}
