import { describe, expect, it } from 'vitest';
import { studioTools } from '../../contracts/studio.ts';
import { sidebarGroups } from './sections.ts';

describe('the sidebar', () => {
  it('lists the spec §2.7 entries in the spec’s order (decision 105)', () => {
    const specEntries = [
      'dashboard',
      ...studioTools,
      'api-management',
      'pricing',
      'history',
      'help',
    ];
    const sections = sidebarGroups.flatMap((group) => group.links.map((link) => link.section));
    expect(sections.filter((section) => specEntries.includes(section))).toEqual(specEntries);
  });

  it('puts the library, the brand models and the catalogue after History, before Help', () => {
    const sections = sidebarGroups.flatMap((group) => group.links.map((link) => link.section));
    expect(sections.slice(sections.indexOf('history'))).toEqual([
      'history',
      'assets',
      'models',
      'catalogue',
      'help',
    ]);
  });
});
