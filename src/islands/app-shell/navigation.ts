import { toast } from 'sonner';
import { $locale } from '../../stores/locale.ts';
import { logout } from '../../stores/auth-actions.ts';
import { islandT, type IslandT } from './i18n-core.ts';
import { takePendingToasts, toastAfterNavigation } from '../../lib/pending-toasts.ts';
import { LOGIN_RETURN_KEY, takeReturnPath } from '../../lib/return-path.ts';

export { toastAfterNavigation };

/**
 * The home page in the studio's language: the Vietnamese home stores `vi` for the studio, so
 * sending an English user there would switch their language (issue 40).
 * @example homeHref('en') // '/en/'
 */
export const homeHref = (locale: string): string => (locale === 'en' ? '/en/' : '/');

/**
 * Spec §2.4: every successful login lands here (decision 039), except one a page's link asked
 * for and kept under `LOGIN_RETURN_KEY` (an invitation, decision 103), which returns there.
 */
export const LOGIN_LANDING = '/dashboard';

/** Shows the toasts left by the previous page. */
export function showPendingToasts(): void {
  for (const item of takePendingToasts()) {
    toast(item.title, { description: item.description, duration: item.duration });
  }
}

/**
 * Spec §4: a welcome toast, the redirecting toast about 500 ms later (2000 ms in the enhanced
 * identity-provider flow), then /dashboard (or the kept login return), replacing history, from whatever page the login
 * started on (spec §2.4, decision 039). A new
 * identity-provider account's credentials are shown for 8 s on the page it lands on (the 10 s
 * of an identity-provider registration has no flow: decision 049).
 */
export function finishLogin(
  t: IslandT,
  options: {
    name: string;
    enhanced?: boolean;
    isNewUser?: boolean;
    credentials?: { email: string; password: string } | null;
  },
): void {
  const welcome = options.isNewUser ? 'authUi.toast.welcomeNew' : 'authUi.toast.welcome';
  toast.success(t(welcome, { name: options.name }));
  if (options.credentials) {
    toastAfterNavigation({
      title: t('authUi.toast.credentialsTitle'),
      description: t('authUi.toast.credentialsBody', options.credentials),
      duration: 8_000,
    });
  }
  const delay = options.enhanced ? 2000 : 500;
  setTimeout(() => {
    toast(t('authUi.toast.redirecting'));
    const landing = takeReturnPath(LOGIN_RETURN_KEY) ?? LOGIN_LANDING;
    setTimeout(() => location.replace(landing), 400);
  }, delay);
}

/** Logout (spec §2.5): the 'Logged out' toast, then the home page in the current language. */
export async function logoutAndLeave(): Promise<void> {
  const t = islandT($locale.get());
  await logout();
  toast.success(t('authUi.toast.loggedOut'));
  setTimeout(() => location.assign(homeHref($locale.get())), 800);
}
