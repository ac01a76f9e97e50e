import { atom } from 'nanostores';

/** Spec §4: closed, login, register, forgot-password, verify-otp. */
export type AuthView = 'login' | 'register' | 'forgot' | 'verify';

export interface AuthModalState {
  open: boolean;
  /** The view shown; kept for 300 ms after closing, then cleared. */
  view: AuthView | null;
  /** Carried between views: register → verify → login, forgot → login. */
  email: string;
  /** When the verify step may ask for another code (epoch ms; 0: at once). */
  resendAt: number;
}

const CLOSED: AuthModalState = { open: false, view: null, email: '', resendAt: 0 };
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
 * the email stays the same, or set by `resendAt`.
 * @example showAuthView('verify', email, { resendAt: Date.now() + 60_000 })
 */
export function showAuthView(
  view: AuthView,
  email?: string,
  options: { resendAt?: number } = {},
): void {
  const current = $authModal.get();
  const next = email ?? current.email;
  const resendAt = options.resendAt ?? (next === current.email ? current.resendAt : 0);
  $authModal.set({ open: true, view, email: next, resendAt });
}

export function closeAuthModal(): void {
  $authModal.set({ ...$authModal.get(), open: false });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => $authModal.set(CLOSED), CLEAR_AFTER_CLOSE_MS);
}
