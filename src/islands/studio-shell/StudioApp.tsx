import type { ReactNode } from 'react';
import type { StudioTool } from '../../contracts/studio.ts';
import { AppShell } from '../app-shell/AppShell.tsx';
import type { IslandKey } from '../app-shell/i18n.ts';
import { RequireLogin } from '../app-shell/RequireLogin.tsx';

/** The sidebar entry a studio page belongs to. */
export type StudioSection =
  'dashboard' | StudioTool | 'api-management' | 'pricing' | 'history' | 'assets' | 'help' | 'admin';

interface StudioAppProps {
  /** The document title, in the current language. */
  title: IslandKey;
  /** Highlighted in the sidebar. */
  section: StudioSection;
  /** Spec §2.3: studio routes need a login; the dashboard and help do not. */
  requireLogin?: boolean;
  children: ReactNode;
}

/**
 * The studio frame every studio, dashboard and admin island mounts: session, language,
 * query cache and toasts (AppShell), the login guard, and (next) the sidebar and device gating.
 * @example <StudioApp title="history.title" section="history"><History /></StudioApp>
 */
export function StudioApp({ title, requireLogin = true, children }: StudioAppProps) {
  return (
    <AppShell title={title}>
      {requireLogin ? <RequireLogin>{children}</RequireLogin> : children}
    </AppShell>
  );
}
