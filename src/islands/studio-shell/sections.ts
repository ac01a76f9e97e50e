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
 * Spec §2.7's order: Dashboard, the five tools, API management, pricing, History, Help. The
 * entries the spec does not list, the assets library (decision 012), the brand's models (issue
 * 42) and the catalogue, sit after History, before Help (decision 105).
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
      { section: 'api-management', href: '/api-management', label: 'studio.nav.api-management' },
      { section: 'pricing', href: '/studio-pricing', label: 'studio.nav.pricing' },
      { section: 'history', href: '/history', label: 'studio.nav.history' },
      { section: 'assets', href: '/assets', label: 'studio.nav.assets' },
      { section: 'models', href: '/models', label: 'myModels.nav' },
      { section: 'catalogue', href: '/catalogue', label: 'studio.nav.catalogue' },
      { section: 'help', href: '/help', label: 'studio.nav.help' },
    ],
  },
];
