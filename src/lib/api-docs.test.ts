import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { vi } from '../i18n/vi.ts';
import { apiReferenceUrl, codeParts } from './api-docs.ts';

describe('the developers page’s helpers (issue 45)', () => {
  it('links the reference the API serves, whatever the configured URL ends with', () => {
    expect(apiReferenceUrl('https://api.kieu.studio')).toBe('https://api.kieu.studio/v1/reference');
    expect(apiReferenceUrl('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787/v1/reference');
  });

  it('shows text between backticks as code', () => {
    expect(codeParts('Call `GET /v1/capabilities` first')).toEqual([
      { text: 'Call ', code: false },
      { text: 'GET /v1/capabilities', code: true },
      { text: ' first', code: false },
    ]);
    expect(codeParts('`ks_live_…`')).toEqual([{ text: 'ks_live_…', code: true }]);
  });

  it('gives both languages the same code in each developers text', () => {
    const code = (text: string) => codeParts(text).filter((part) => part.code);
    for (const key of Object.keys(en).filter((name) => name.startsWith('developers.'))) {
      const name = key as keyof typeof en;
      expect(code(vi[name]), key).toEqual(code(en[name]));
    }
  });
});
