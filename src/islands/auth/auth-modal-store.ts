import { atom } from 'nanostores';

/**
 * Spec §4: closed, login, register, forgot-password, verify-otp; and the code that finishes a
 * Google sign-in not linked to an account yet (decision 092).
 */
export type AuthView = 'login' | 'register' | 'forgot' | 'verify' | 'confirm';

export interface AuthModalState {
  open: boolean;
  /** The view shown; kept for 300 ms after closing, then cleared. */
  view: AuthView | null;
  /** Carried between views: register → verify → login, forgot → login. */
  email: string;
  /** When the verify step may ask for another code (epoch ms; 0: at once). */
  resendAt: number;
  /** The API's handle of the Google sign-in the confirm step finishes. */
  confirmation: string;
}

const CLOSED: AuthModalState = {
  open: false,
  view: null,
  email: '',
  resendAt: 0,
  confirmation: '',
};
export const $authModal = atom<AuthModalState>(CLOSED);

/** Spec §4: a modal clears its content 300 ms after closing. */
export const CLEAR_AFTER_CLOSE_MS = 300;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Opens the modal on a view; a login from it lands on /dashboard (spec §2.4, decision 039).
 * @example openAuthModal('login', { email: 'lan@kieu.vn' })
 */
export function openAuthModal(view: AuthView = 'login', options: { email?: string } = {}): void {
  clearTimeout(clearTimer);
  showAuthView(view, options.email);
}

/**
 * Moves to another view, keeping (or setting) the email. A code's resend wait is kept while
 * the email stays the same, or set by `resendAt`; a Google sign-in's handle only goes to the
 * confirm step that was given it.
 * @example showAuthView('verify', email, { resendAt: Date.now() + 60_000 })
 */
export function showAuthView(
  view: AuthView,
  email?: string,
  options: { resendAt?: number; confirmation?: string } = {},
): void {
  const current = $authModal.get();
  const next = email ?? current.email;
  const resendAt = options.resendAt ?? (next === current.email ? current.resendAt : 0);
  const confirmation = options.confirmation ?? '';
  $authModal.set({ open: true, view, email: next, resendAt, confirmation });
}

export function closeAuthModal(): void {
  $authModal.set({ ...$authModal.get(), open: false });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => $authModal.set(CLOSED), CLEAR_AFTER_CLOSE_MS);
}
