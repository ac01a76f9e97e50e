import { studioTools } from '../../contracts/studio.ts';
import { toolNameKey } from '../../i18n/tool-names.ts';
import type { IslandKey } from '../app-shell/i18n.ts';
import type { StudioSection } from './StudioApp.tsx';

export interface SidebarLink {
  section: StudioSection;
  href: string;
  label: IslandKey;
}

/**
 * Spec §2.7: Dashboard, the five tools, API management, pricing, History, Help. The assets
 * library sits beside History (decision 012).
 */
export const sidebarGroups: { label: IslandKey; links: SidebarLink[] }[] = [
  {
    label: 'studio.nav.tools',
    links: [
      { section: 'dashboard', href: '/dashboard', label: 'studio.nav.dashboard' },
      ...studioTools.map((tool) => ({
        section: tool,
        href: `/${tool}`,
        label: toolNameKey(tool),
      })),
    ],
  },
  {
    label: 'studio.nav.workspace',
    links: [
      { section: 'catalogue', href: '/catalogue', label: 'studio.nav.catalogue' },
      { section: 'history', href: '/history', label: 'studio.nav.history' },
      { section: 'assets', href: '/assets', label: 'studio.nav.assets' },
      { section: 'api-management', href: '/api-management', label: 'studio.nav.api-management' },
      { section: 'pricing', href: '/studio-pricing', label: 'studio.nav.pricing' },
      { section: 'help', href: '/help', label: 'studio.nav.help' },
    ],
  },
];
