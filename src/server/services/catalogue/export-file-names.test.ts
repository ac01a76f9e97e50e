import { describe, expect, it } from 'vitest';
import { exportFileNames, exportLabel, manifestCsv, safePart } from './export-file-names.ts';

describe('export file names', () => {
  it('folds Vietnamese to ASCII and removes path and CSV specials', () => {
    expect(safePart('Đỏ', 'x')).toBe('Do');
    expect(safePart('Áo dài / lụa', 'x')).toBe('Ao-dai-lua');
    expect(safePart('../..\\etc', 'x')).toBe('etc');
    expect(safePart('///', 'fallback')).toBe('fallback');
    expect(safePart('a'.repeat(80), 'x')).toHaveLength(40);
  });

  it('names files SKU_colour_model_n, numbering duplicates from 1', () => {
    const names = exportFileNames([
      { sku: 'AD-01', colour: 'Đỏ', model: 'Lan' },
      { sku: 'AD-01', colour: 'Đỏ', model: 'Lan' },
      { sku: 'AD-01', colour: 'Xanh lá', model: 'Lan' },
    ]);
    expect(names).toEqual(['AD-01_Do_Lan_1.jpg', 'AD-01_Do_Lan_2.jpg', 'AD-01_Xanh-la_Lan_1.jpg']);
  });

  it('takes the catalogue label first, then the input assets, then defaults', () => {
    const label = { sku: 'S1', color: 'Trắng', category: 'ao-dai', model: 'Mai', garment: 'x' };
    expect(exportLabel(label, {})).toEqual({ sku: 'S1', colour: 'Trắng', model: 'Mai' });
    expect(
      exportLabel(null, { garment: { sku: 'G2', color: null }, model: { name: 'Hoa.jpg' } }),
    ).toEqual({ sku: 'G2', colour: 'no-colour', model: 'Hoa' });
    expect(exportLabel(null, {})).toEqual({ sku: 'no-sku', colour: 'no-colour', model: 'model' });
  });
});

describe('manifest.csv', () => {
  it('is RFC 4180 with a UTF-8 byte order mark, quoting where needed', () => {
    const csv = manifestCsv([
      { sku: 'AD-01', colour: 'Đỏ', model: 'Lan, "bé"', file: 'a.jpg', generationId: 'g1' },
      { sku: 'S2', colour: 'Xanh', model: '=SUM(A1)', file: 'b.jpg', generationId: 'g2' },
    ]);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8').slice(1)).toBe(
      'sku,colour,model,file,generation_id\r\n' +
        'AD-01,Đỏ,"Lan, ""bé""",a.jpg,g1\r\n' +
        "S2,Xanh,'=SUM(A1),b.jpg,g2\r\n",
    );
  });
});
