import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { StudioTool } from '../../contracts/studio.ts';
import { $device, watchDevice } from '../../stores/device.ts';
import { AppShell } from '../app-shell/AppShell.tsx';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { RequireLogin } from '../app-shell/RequireLogin.tsx';
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
  | 'help'
  | 'admin'
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

/** Below 1024 px (tablets) the sidebar opens as a drawer from a menu button. */
function CompactBar({ section }: { section: StudioSection }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <header className="border-b border-ink-200 bg-white lg:hidden">
      <div className="flex items-center gap-3 px-4 py-2">
        <button
          ref={button}
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
      {open && (
        <div className="fixed inset-0 z-40 flex" id="studio-drawer">
          <div
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-label={t('studio.nav.label')}
            className="relative h-full w-72 max-w-[85vw] shadow-xl"
          >
            <Sidebar section={section} />
            <button
              type="button"
              onClick={close}
              className="absolute top-4 right-3 rounded-md px-2 py-1 text-sm font-semibold text-ink-700 hover:bg-ink-100"
            >
              {t('studio.nav.close')}
            </button>
          </div>
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="flex-1 bg-ink-900/40"
            onClick={close}
          />
        </div>
      )}
    </header>
  );
}
