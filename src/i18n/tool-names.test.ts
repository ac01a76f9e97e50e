import { describe, expect, it } from 'vitest';
import { apiServices } from '../contracts/api-tokens.ts';
import { studioTools } from '../contracts/studio.ts';
import { videoModels } from '../contracts/tools.ts';
import { services } from '../components/home/content.ts';
import { serviceOptions } from '../islands/api-management/service-options.ts';
import { CREDIT_COSTS, TOOLS } from '../islands/help/help-tools.ts';
import { historyToolTabs } from '../islands/history/format.ts';
import { sidebarGroups } from '../islands/studio-shell/sections.ts';
import { en } from './en.ts';
import { t } from './index.ts';
import { toolNameInSentence, toolNameKey, videoModelNameKey } from './tool-names.ts';
import { vi } from './vi.ts';

const dictionaries = { en, vi } as Record<'en' | 'vi', Record<string, string>>;
const toolKeys = studioTools.map(toolNameKey);

describe('tool names', () => {
  for (const [locale, dictionary] of Object.entries(dictionaries)) {
    it(`give every tool and service one distinct name in ${locale}`, () => {
      for (const id of [...studioTools, ...apiServices]) {
        expect(dictionary[toolNameKey(id)]?.trim()).toBeTruthy();
      }
      const names = toolKeys.map((key) => dictionary[key]!.toLowerCase());
      expect(new Set(names).size).toBe(studioTools.length);
    });

    it(`leave no second entry naming a tool in ${locale}`, () => {
      const names = new Set(toolKeys.map((key) => dictionary[key]!.toLowerCase()));
      const duplicates = Object.entries(dictionary)
        .filter(([key, value]) => !key.startsWith('tools.name.') && names.has(value.toLowerCase()))
        .map(([key]) => key);
      expect(duplicates).toEqual([]);
      // The names the tools had before one entry served every screen.
      const formerNames = [
        'tạo người mẫu',
        'tạo người mẫu ảo',
        'tạo kiểu tóc',
        'hairstyle generator',
      ];
      const former = Object.entries(dictionary)
        .filter(([, value]) => formerNames.includes(value.toLowerCase()))
        .map(([key]) => key);
      expect(former).toEqual([]);
    });

    it(`names every video model for people, not by its id, in ${locale}`, () => {
      for (const model of videoModels) {
        const name = dictionary[videoModelNameKey(model)];
        expect(name?.trim()).toBeTruthy();
        expect(name).not.toBe(model);
      }
    });
  }

  it('uses the one entry in the sidebar', () => {
    const toolLinks = sidebarGroups
      .flatMap((group) => group.links)
      .filter((link) => (studioTools as readonly string[]).includes(link.section));
    expect(toolLinks.map((link) => link.label)).toEqual(toolKeys);
  });

  it('uses the one entry in the history filters', () => {
    expect(historyToolTabs.map(({ tool, label }) => [tool, label])).toEqual(
      studioTools.map((tool) => [tool, toolNameKey(tool)]),
    );
  });

  it('uses the one entry in the token permissions', () => {
    expect(serviceOptions.map(({ service, label }) => [service, label])).toEqual(
      apiServices.map((service) => [service, toolNameKey(service)]),
    );
  });

  it('uses the one entry in help', () => {
    expect(TOOLS.map(({ id, name }) => [id, name])).toEqual(
      studioTools.map((tool) => [tool, toolNameKey(tool)]),
    );
    expect(CREDIT_COSTS.map(({ tool }) => tool)).toEqual(toolKeys);
  });

  it('covers every tool on the public pages', () => {
    expect(services.map(({ tool }) => tool)).toEqual([...studioTools]);
  });

  it('writes a name in lower case inside a sentence', () => {
    expect(toolNameInSentence(t('en'), 'virtual-tryon')).toBe('virtual try-on');
    expect(
      t('vi')('history.resultAlt', { tool: toolNameInSentence(t('vi'), 'body-generator') }),
    ).toBe('Kết quả tạo dáng người');
  });
});
