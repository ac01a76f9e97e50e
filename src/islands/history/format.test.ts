import { describe, expect, it } from 'vitest';
import { islandT } from '../app-shell/i18n-core.ts';
import { formatBytes, paramLabel, paramRows, paramValue } from './format.ts';

describe('download sizes', () => {
  it('formats sizes in the reader’s language', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(1536, 'vi')).toBe('1,5 KB');
    expect(formatBytes(500, 'en')).toBe('500 B');
  });
});

describe('parameters', () => {
  it('labels the known keys of spec §3 in both languages, camelCase or snake_case', () => {
    expect(paramLabel(islandT('en'), 'bodyType')).toBe('Body type');
    expect(paramLabel(islandT('vi'), 'body_type')).toBe('Dáng người');
    expect(paramLabel(islandT('en'), 'seed')).toBe('seed');
  });

  it('shows values as text', () => {
    const t = islandT('en');
    expect(paramValue(t, true)).toBe('Yes');
    expect(paramValue(t, ['enhance', 'lighting'])).toBe('enhance, lighting');
    expect(paramValue(t, null)).toBe('None');
    expect(paramValue(t, 165)).toBe('165');
  });

  it('shows a video model by its name, not its id', () => {
    expect(paramValue(islandT('en'), 'hailuo_v2', 'model')).toBe('Hailuo 02');
    expect(paramValue(islandT('vi'), 'kling_v2.1', 'model')).toBe('Kling 2.1');
    expect(paramValue(islandT('en'), 'veo3', 'prompt')).toBe('veo3');
  });
});

describe('a hairstyle run in history (spec §3)', () => {
  const recorded = { styleId: 'pixie', styleType: 'short', styleName: 'Pixie', hairColor: 'red' };

  it('shows the recorded style by name and type in the reader’s language, not its id', () => {
    const rows = paramRows(islandT('vi'), recorded);
    expect(rows.map((r) => r.key)).toEqual(['styleType', 'styleName', 'hairColor']);
    expect(rows.find((r) => r.key === 'styleName')).toMatchObject({
      label: 'Tên phong cách',
      value: 'Tóc pixie',
    });
    expect(rows.find((r) => r.key === 'styleType')?.value).toBe('Ngắn');
    expect(
      JSON.stringify(
        paramRows(islandT('en'), { ...recorded, styleId: 'two-block', styleName: 'Two-block' }),
      ),
    ).not.toContain('two-block');
  });

  it('names the style of an older run that recorded only the id', () => {
    const rows = paramRows(islandT('en'), { styleId: 'crew-cut', hairColor: '#112233' });
    expect(rows[0]).toEqual({ key: 'styleName', label: 'Style name', value: 'Crew cut' });
    expect(rows.some((r) => r.value === 'crew-cut')).toBe(false);
  });
});
