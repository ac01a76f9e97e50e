import { describe, expect, it } from 'vitest';
import { islandT } from '../app-shell/i18n-core.ts';
import { formatBytes } from '../../lib/format.ts';
import { toolParamsSchemas } from '../../contracts/tool-params-schemas.ts';
import { historyItemNames, paramLabel, paramRows, paramValue } from './format.ts';

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
    expect(paramLabel(islandT('en'), 'seed')).toBe('Seed');
    expect(paramLabel(islandT('en'), 'lens')).toBe('lens');
  });

  it('shows values as text', () => {
    const t = islandT('en');
    expect(paramValue(t, true, 'fixCamera', 'en')).toBe('Yes');
    expect(paramValue(t, ['enhance', 'lighting'], 'hints', 'en')).toBe('enhance, lighting');
    expect(paramValue(t, null, 'prompt', 'en')).toBe('None');
    expect(paramValue(t, 1650, 'height', 'en')).toBe('1,650');
    expect(paramValue(islandT('vi'), 0.5, 'cfg_scale', 'vi')).toBe('0,5');
  });

  it('names enum values in the page language instead of showing their ids', () => {
    expect(paramValue(islandT('vi'), 'dresses', 'category', 'vi')).toBe('Váy đầm');
    expect(paramValue(islandT('en'), 'dresses', 'category', 'en')).toBe('Dresses');
    expect(paramValue(islandT('vi'), 'female', 'gender', 'vi')).toBe('Nữ');
    expect(paramValue(islandT('en'), ['remove-background'], 'presets', 'en')).toBe(
      'Remove background',
    );
    expect(paramValue(islandT('en'), 'modern-bob', 'style_id', 'en')).not.toBe('modern-bob');
    expect(paramLabel(islandT('en'), 'styleId')).toBe('Hairstyle');
    expect(paramValue(islandT('en'), '#aa3300', 'hairColor', 'en')).toBe('#aa3300');
  });

  it('shows a video model by its name, not its id', () => {
    expect(paramValue(islandT('en'), 'hailuo_v2', 'model', 'en')).toBe('Hailuo 02');
    expect(paramValue(islandT('vi'), 'kling_v2.1', 'model', 'vi')).toBe('Kling 2.1');
    expect(paramValue(islandT('en'), 'veo3', 'prompt', 'en')).toBe('veo3');
  });
});

/** A schema field's enum values, through defaults, optionals and arrays. */
function enumValues(field: unknown): string[] {
  const node = field as { options?: unknown; _zod?: { def?: Record<string, unknown> } };
  if (Array.isArray(node.options)) return node.options.map(String);
  const def = node._zod?.def;
  const inner = def?.innerType ?? def?.element;
  return inner ? enumValues(inner) : [];
}

describe('every tool parameter in Vietnamese (issue 40)', () => {
  const t = islandT('vi');
  const fields = Object.values(toolParamsSchemas).flatMap((schema) =>
    Object.entries((schema as unknown as { shape: Record<string, unknown> }).shape),
  );

  it('labels each parameter a run can record', () => {
    const unlabelled = fields.map(([key]) => key).filter((key) => paramLabel(t, key) === key);
    expect(unlabelled).toEqual([]);
  });

  it('names each enum value of a field that has names, never its id', () => {
    const raw = fields.flatMap(([key, field]) =>
      enumValues(field)
        .filter((value) => paramValue(t, value, key, 'vi') === value)
        .map((value) => `${key}: ${value}`),
    );
    // Numbers, aspect ratios and resolutions read the same in both languages.
    expect(raw.filter((entry) => !/^(aspectRatio|resolution|duration): /.test(entry))).toEqual([]);
  });

  it('shows a try-on run’s options in Vietnamese', () => {
    const rows = paramRows(
      t,
      { category: 'auto', mode: 'balanced', garmentPhotoType: 'auto', numSamples: 2 },
      'vi',
    );
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Danh mục: Tự nhận diện theo ảnh',
      'Chế độ: Cân bằng',
      'Ảnh trang phục: Tự nhận diện theo ảnh',
      'Số ảnh kết quả: 2',
    ]);
  });
});

describe('the model of a product-to-model or model-swap run (issue 42)', () => {
  const samples = new Map([['model-lan', 'Lan, dáng thon']]);

  it('shows a sample model by its name in the reader’s language, not its id', () => {
    const rows = paramRows(
      islandT('vi'),
      { model: 'model-lan', aspectRatio: '3:4', background: 'studio-white' },
      'vi',
      samples,
    );
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Người mẫu: Lan, dáng thon',
      'Tỷ lệ khung hình: 3:4',
      'Nền: Trắng studio',
    ]);
  });

  it('reads a sample id as its name before the names arrive, and a brand model as yours', () => {
    expect(paramValue(islandT('en'), 'model-minh', 'model', 'en')).toBe('Minh');
    const brand = '0b6f3c52-8f0e-4d8e-9d0e-2f3a4b5c6d7e';
    expect(paramValue(islandT('en'), brand, 'model', 'en')).toBe('Your model');
    expect(paramValue(islandT('vi'), brand, 'model', 'vi')).toBe('Người mẫu của bạn');
  });
});

describe('a hairstyle run in history (spec §3)', () => {
  const recorded = { styleId: 'pixie', styleType: 'short', styleName: 'Pixie', hairColor: 'red' };

  it('shows the recorded style by name and type in the reader’s language, not its id', () => {
    const rows = paramRows(islandT('vi'), recorded, 'vi');
    expect(rows.map((r) => r.key)).toEqual(['styleType', 'styleName', 'hairColor']);
    expect(rows.find((r) => r.key === 'styleName')).toMatchObject({
      label: 'Tên phong cách',
      value: 'Tóc pixie',
    });
    expect(rows.find((r) => r.key === 'styleType')?.value).toBe('Ngắn');
    expect(
      JSON.stringify(
        paramRows(
          islandT('en'),
          { ...recorded, styleId: 'two-block', styleName: 'Two-block' },
          'en',
        ),
      ),
    ).not.toContain('two-block');
  });

  it('names the style of an older run that recorded only the id', () => {
    const rows = paramRows(islandT('en'), { styleId: 'crew-cut', hairColor: '#112233' }, 'en');
    expect(rows[0]).toEqual({ key: 'styleName', label: 'Style name', value: 'Crew cut' });
    expect(rows.some((r) => r.value === 'crew-cut')).toBe(false);
  });
});

describe('item names (issue 40)', () => {
  it('tells items apart by tool and time to the second, numbering the ones still alike', () => {
    const at = '2026-11-24T07:05:09Z';
    const items = [
      { id: 'a', tool: 'image-editing', created_at: at },
      { id: 'b', tool: 'image-editing', created_at: at },
      { id: 'c', tool: 'image-editing', created_at: '2026-11-24T07:05:10Z' },
    ] as const;
    const vi = historyItemNames(items, islandT('vi'), 'vi');
    expect(vi.get('a')).toBe('Mở kết quả chỉnh sửa ảnh ngày 14:05:09 24/11/2026');
    expect(vi.get('b')).toBe('Mở kết quả chỉnh sửa ảnh ngày 14:05:09 24/11/2026 (2)');
    expect(vi.get('c')).toBe('Mở kết quả chỉnh sửa ảnh ngày 14:05:10 24/11/2026');
    expect(historyItemNames(items, islandT('en'), 'en').get('c')).toBe(
      'Open the image editing result of Nov 24, 2026, 2:05:10 PM',
    );
  });
});
