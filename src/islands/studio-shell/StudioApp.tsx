import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import type { StudioTool } from '../../contracts/studio.ts';
import { $device, watchDevice } from '../../stores/device.ts';
import { AppShell } from '../app-shell/AppShell.tsx';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { RequireLogin } from '../app-shell/RequireLogin.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { DeviceRestriction } from './DeviceRestriction.tsx';
import { Sidebar } from './Sidebar.tsx';

/** The sidebar entry a studio page belongs to. */
export type StudioSection =
  | 'dashboard'
  | StudioTool
  | 'api-management'
  | 'pricing'
  | 'catalogue'
  | 'history'
  | 'assets'
  // Issue 42: the brand's own models, beside the library they come from.
  | 'models'
  | 'help'
  | 'admin'
  // Decision 103: the team screen sits in the account card, beside the profile.
  | 'team'
  // Spec §2.1: /services is a guarded page with no sidebar entry of its own.
  | 'services';

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
 * query cache and toasts (AppShell), device gating (phones see the restriction screen, spec
 * §2.3–2.5), the sidebar, and the login guard.
 * @example <StudioApp title="history.title" section="history"><History /></StudioApp>
 */
export function StudioApp({ title, section, requireLogin = true, children }: StudioAppProps) {
  return (
    <AppShell title={title} bar={false} main={false}>
      <StudioFrame section={section}>
        {requireLogin ? <RequireLogin>{children}</RequireLogin> : children}
      </StudioFrame>
    </AppShell>
  );
}

function StudioFrame({ section, children }: { section: StudioSection; children: ReactNode }) {
  watchDevice();
  const device = useStore($device);
  if (!device) return null;
  if (device.isMobile) return <DeviceRestriction device={device} />;
  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-ink-200 lg:block">
        <Sidebar section={section} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <CompactBar section={section} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * Below 1024 px (tablets, and a desktop zoomed to 200 %) the sidebar opens as a drawer from a
 * menu button: the app's one modal dialog, so focus stays inside it (Tab wraps from its Close
 * button, the first thing in it, to the sidebar's last control) and returns to the menu button.
 */
function CompactBar({ section }: { section: StudioSection }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <header className="border-b border-ink-200 bg-white lg:hidden">
      <div className="flex items-center gap-3 px-4 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="studio-drawer"
          onClick={() => setOpen(true)}
          className="rounded-md border border-ink-300 px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t('studio.nav.open')}
        </button>
        <span className="font-bold text-brand-700">Kiểu Studio</span>
      </div>
      <div id="studio-drawer">
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          label={t('studio.nav.label')}
          closeLabel={t('studio.nav.close')}
          placement="drawer"
          width="max-w-[min(18rem,85vw)]"
        >
          {open && <Sidebar section={section} />}
        </Dialog>
      </div>
    </header>
  );
}
