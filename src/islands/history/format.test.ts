import { describe, expect, it } from 'vitest';
import { islandT } from '../app-shell/i18n-core.ts';
import { formatBytes } from '../../lib/format.ts';
import { estimateBytes, fittedSize, paramLabel, paramValue } from './format.ts';

describe('download sizes', () => {
  it('fits inside the box and never enlarges', () => {
    expect(fittedSize(1600, 1200, 'small')).toEqual({ width: 800, height: 600 });
    expect(fittedSize(1600, 1200, 'large')).toEqual({ width: 1440, height: 1080 });
    expect(fittedSize(900, 1600, 'medium')).toEqual({ width: 405, height: 720 });
    expect(fittedSize(640, 480, 'large')).toEqual({ width: 640, height: 480 });
    expect(fittedSize(640, 480, 'original')).toEqual({ width: 640, height: 480 });
  });

  it('estimates from the original bytes and the pixel ratio', () => {
    const dims = { width: 1600, height: 1200 };
    expect(estimateBytes(1_000_000, dims, 'original', 'high')).toBe(1_000_000);
    expect(estimateBytes(1_000_000, dims, 'small', 'high')).toBe(250_000);
    expect(estimateBytes(1_000_000, dims, 'small', 'low')).toBe(125_000);
    expect(estimateBytes(1_000_000, null, 'small', 'high')).toBeNull();
  });

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
