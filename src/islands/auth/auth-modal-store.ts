import { atom } from 'nanostores';
import { rememberReturnPath } from '../app-shell/navigation.ts';

/** Spec §4: closed, login, register, forgot-password, verify-otp. */
export type AuthView = 'login' | 'register' | 'forgot' | 'verify';

export interface AuthModalState {
  open: boolean;
  /** The view shown; kept for 300 ms after closing, then cleared. */
  view: AuthView | null;
  /** Carried between views: register → verify → login, forgot → login. */
  email: string;
}

export const $authModal = atom<AuthModalState>({ open: false, view: null, email: '' });

/** Spec §4: a modal clears its content 300 ms after closing. */
export const CLEAR_AFTER_CLOSE_MS = 300;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Opens the modal on a view; `returnTo` is the protected page to come back to after login.
 * @example openAuthModal('login', { returnTo: location.pathname })
 */
export function openAuthModal(
  view: AuthView = 'login',
  options: { email?: string; returnTo?: string } = {},
): void {
  clearTimeout(clearTimer);
  if (options.returnTo) rememberReturnPath(options.returnTo);
  $authModal.set({ open: true, view, email: options.email ?? $authModal.get().email });
}

/** Moves to another view, keeping (or setting) the email. */
export function showAuthView(view: AuthView, email?: string): void {
  $authModal.set({ ...$authModal.get(), open: true, view, email: email ?? $authModal.get().email });
}

export function closeAuthModal(): void {
  $authModal.set({ ...$authModal.get(), open: false });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(
    () => $authModal.set({ open: false, view: null, email: '' }),
    CLEAR_AFTER_CLOSE_MS,
  );
}
