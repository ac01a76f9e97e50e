import { QueryClientProvider } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import type { Locale } from '../../i18n/locales.ts';
import { $locale, initLocale } from '../../stores/locale.ts';
import { restoreSession } from '../../stores/session.ts';
import { storeTheme } from '../../stores/theme.ts';
import { AuthModal } from '../auth/AuthModal.tsx';
import { GoogleAlertDialog } from '../auth/GoogleAlertDialog.tsx';
import { processGoogleRedirect } from '../auth/google-sign-in.ts';
import { firebaseConfig } from './config.ts';
import { createQueryClient, refetchOnReturn } from './query-client.ts';
import { islandT, useT, type IslandKey } from './i18n.ts';
import { IslandBoundary } from './IslandBoundary.tsx';
import { showPendingToasts } from './navigation.ts';
import { checkConfigAtStartup } from './startup-check.ts';
import { TopBar } from './TopBar.tsx';

let started = false;

/**
 * Once per page: the identity provider's configuration check (spec §5), the stored theme (§3),
 * the language, then the session (spec §4), then a pending redirect sign-in.
 */
function startApp(pageLocale?: Locale) {
  if (started) return;
  started = true;
  checkConfigAtStartup(firebaseConfig);
  storeTheme();
  initLocale(pageLocale);
  void restoreSession();
  void processGoogleRedirect(islandT($locale.get()));
}

interface AppShellProps {
  children: ReactNode;
  /** The page's language on localized routes (/en/auth/…); app routes use $locale. */
  locale?: Locale;
  /** Sets the document title in the current language. */
  title?: IslandKey;
  /** Pages with their own header (the localized auth pages) leave the app bar out. */
  bar?: boolean;
  /** The studio frame places its own <main> beside the sidebar. */
  main?: boolean;
  /** Islands on a public page (BaseLayout) leave it out: the page draws the one skip link. */
  skipLink?: boolean;
}

/**
 * What every app island shares: query cache, toasts, the auth modal, language and session, and
 * the error boundary of spec §2.1 around the island.
 */
export function AppShell({
  children,
  locale,
  title,
  bar = true,
  main = true,
  skipLink = true,
}: AppShellProps) {
  startApp(locale);
  const [queryClient] = useState(createQueryClient);
  const t = useT();
  const current = useStore($locale);

  useEffect(() => showPendingToasts(), []);
  useEffect(() => refetchOnReturn(queryClient), [queryClient]);
  useEffect(() => {
    if (title) document.title = `${t(title)} · Kiểu Studio`;
  }, [t, title]);

  return (
    <QueryClientProvider client={queryClient}>
      <div lang={current === 'en' ? 'en-US' : 'vi-VN'} className="flex min-h-dvh flex-col">
        {/* As on the public site: the first Tab offers a way past the bar and the sidebar. */}
        {skipLink && (
          <a
            href="#main"
            className="sr-only rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
          >
            {t('studio.skipToContent')}
          </a>
        )}
        <IslandBoundary>
          {bar && <TopBar />}
          {main ? (
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
          ) : (
            children
          )}
        </IslandBoundary>
      </div>
      <AuthModal />
      <GoogleAlertDialog />
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        duration={4500}
        customAriaLabel={t('session.toaster.label')}
        toastOptions={{ closeButtonAriaLabel: t('session.toaster.close') }}
      />
    </QueryClientProvider>
  );
}
