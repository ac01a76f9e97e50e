import type {
  FirebaseLoginRequest,
  FirebaseLoginResponse,
  IdentityPendingResponse,
  LoginResponse,
  MessageResponse,
  RegisterResponse,
  VerifyOtpResponse,
} from '../contracts/auth.ts';
import type { Profile } from '../contracts/user.ts';
import { api } from '../lib/api-client.ts';
import { $locale } from './locale.ts';
import { $session, clearSession, startSession, storeTemporaryCredentials } from './session.ts';

/** The app actions of spec §7; each throws the ApiError of a refused call. */

/** POST /auth/login (the email goes as `username`); stores the session. */
export async function login(email: string, password: string): Promise<LoginResponse> {
  const result = await api.post<LoginResponse>(
    '/auth/login',
    { username: email.trim(), password },
    { public: true },
  );
  startSession(result.access_token, result.user);
  return result;
}

/** POST /auth/register; the account needs its emailed code before it can log in. */
export function register(email: string, password: string, name: string) {
  return api.post<RegisterResponse>(
    '/auth/register',
    { name: name.trim(), email: email.trim(), password, locale: $locale.get() },
    { public: true },
  );
}

/** POST /auth/generate_otp: mails a new code (the previous one stops working). */
export function generateOtp(email: string) {
  return api.post<MessageResponse>(
    '/auth/generate_otp',
    { email, locale: $locale.get() },
    { public: true },
  );
}

/**
 * POST /auth/verify_otp; spec §5: the code is sent as an integer parsed from the entry. The
 * right code signs the new account in (issue 40): the session it answers is stored.
 */
export async function verifyOtp(email: string, code: string): Promise<VerifyOtpResponse> {
  const result = await api.post<VerifyOtpResponse>(
    '/auth/verify_otp',
    { email, otp: Number.parseInt(code.trim(), 10) },
    { public: true },
  );
  if (result.access_token && result.user) startSession(result.access_token, result.user);
  return result;
}

/** POST /auth/forgot-password: answers alike whether or not the account exists. */
export function forgotPassword(email: string) {
  return api.post<MessageResponse>(
    '/auth/forgot-password',
    { email: email.trim(), locale: $locale.get() },
    { public: true },
  );
}

/** POST /auth/reset-password with the email and token of the mailed link. */
export function resetPassword(email: string, resetToken: string, newPassword: string) {
  return api.post<MessageResponse>(
    '/auth/reset-password',
    { email, reset_token: resetToken, new_password: newPassword },
    { public: true },
  );
}

/** The 202 of a Google sign-in that waits for its mailed code (decision 092). */
export const isPending = (result: object): result is IdentityPendingResponse =>
  'confirmation' in result;

/**
 * POST /auth/firebase/login with the Firebase ID token and user data. A linked identity's
 * session is stored; a first sign-in answers the pending identity, whose mailed code
 * `confirmIdentity` takes.
 */
export async function loginWithFirebaseEnhanced(
  idToken: string,
  userData: FirebaseLoginRequest['userData'],
): Promise<FirebaseLoginResponse | IdentityPendingResponse> {
  const result = await api.post<FirebaseLoginResponse | IdentityPendingResponse>(
    '/auth/firebase/login',
    { idToken, userData },
    { public: true },
  );
  if (!isPending(result)) startSession(result.access_token, result.user);
  return result;
}

/**
 * POST /auth/identity/confirm with the pending sign-in's handle and the mailed code; stores
 * the session and, for a new account, its generated credentials for one hour.
 */
export async function confirmIdentity(
  confirmation: string,
  code: string,
): Promise<FirebaseLoginResponse> {
  const result = await api.post<FirebaseLoginResponse>(
    '/auth/identity/confirm',
    { confirmation, otp: Number.parseInt(code.trim(), 10) },
    { public: true },
  );
  startSession(result.access_token, result.user);
  if (result.is_new_user && result.traditional_login) {
    storeTemporaryCredentials(result.traditional_login.credentials);
  }
  return result;
}

/** POST /auth/google/callback with the authorization code from Google's redirect. */
export async function loginWithGoogleCode(code: string, redirectUri: string) {
  const result = await api.post<LoginResponse | IdentityPendingResponse>(
    '/auth/google/callback',
    { code, redirect_uri: redirectUri },
    { public: true },
  );
  if (!isPending(result)) startSession(result.access_token, result.user);
  return result;
}

/** POST /auth/logout (the token stops working), then forget the session on this device. */
export async function logout(): Promise<void> {
  const { token } = $session.get();
  if (token) await api.post('/auth/logout', undefined, { token }).catch(() => undefined);
  clearSession();
}

/** GET /auth/profile. */
export const fetchProfile = () => api.get<Profile>('/auth/profile');

/** PUT /auth/profile: the display name. */
export const updateProfile = (name: string) => api.put<Profile>('/auth/profile', { name });

/** POST /auth/change-password; older tokens stop working, so the fresh one is stored. */
export async function changePassword(currentPassword: string, newPassword: string) {
  const result = await api.post<MessageResponse & { access_token: string }>(
    '/auth/change-password',
    { current_password: currentPassword, new_password: newPassword },
  );
  const { user } = $session.get();
  if (user) startSession(result.access_token, { ...user, is_admin: $session.get().isAdmin });
  return result;
}
