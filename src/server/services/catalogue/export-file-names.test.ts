import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distinctModels,
  exportFileNames,
  exportLabel,
  manifestCsv,
  neutraliseFormulas,
  safePart,
} from './export-file-names.ts';

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

  it('names a model by its label without the upload’s extension, a sample by its id (decision 129)', () => {
    const label = { sku: 'AO-DAI-42', color: 'Đỏ', category: 'ao-dai', model: 'x', garment: 'g' };
    expect(exportLabel({ ...label, model: 'model-lan.png' }, {}).model).toBe('model-lan');
    expect(exportLabel({ ...label, model: 'Lan' }, { choice: 'model-lan' }).model).toBe(
      'model-lan',
    );
    // A brand model's id is not a sample's: its name stays.
    const brand = '0b6f7d1e-2a3c-4d5e-8f90-1a2b3c4d5e6f';
    expect(exportLabel({ ...label, model: 'Mai' }, { choice: brand }).model).toBe('Mai');
  });

  it('parts two models whose labels read alike by their short ids, and no one else', () => {
    const label = (model: string) => ({ sku: 'S', colour: 'Đỏ', model });
    const a = '3f2b8c1e-6a4d-4f7e-9b1a-2c5d8e0f4a71';
    const b = '9c1d0a7f-1111-4222-8333-444455556666';
    const models = distinctModels(
      [label('image'), label('image'), label('Image'), label('Lan'), label('Lan')],
      [a, b, a, a, a],
    ).map((each) => each.model);
    expect(models).toEqual(['image-3f2b8c1e', 'image-9c1d0a7f', 'Image-3f2b8c1e', 'Lan', 'Lan']);
    expect(exportFileNames(models.map(label))).toEqual([
      'S_Do_image-3f2b8c1e_1.jpg',
      'S_Do_image-9c1d0a7f_1.jpg',
      'S_Do_Image-3f2b8c1e_2.jpg',
      'S_Do_Lan_1.jpg',
      'S_Do_Lan_2.jpg',
    ]);
    // A long label keeps the short id within a name part's 40 characters.
    const long = distinctModels([label('m'.repeat(60)), label('m'.repeat(60))], [a, b]);
    expect(exportFileNames(long)[0]).toBe(`S_Do_${'m'.repeat(31)}-3f2b8c1e_1.jpg`);
  });
});

describe('manifest.csv', () => {
  it('is RFC 4180 with a UTF-8 byte order mark, quoting where needed', () => {
    const csv = manifestCsv([
      { sku: 'AD-01', colour: 'Đỏ', model: 'Lan, "bé"', file: 'a.jpg', generationId: 'g1' },
      {
        sku: 'S2',
        colour: 'Xanh',
        model: '=SUM(A1)',
        file: 'b.jpg',
        generationId: 'g2',
        fidelity: 'fail',
        approvalReason: '=Đúng màu, ảnh chụp dưới đèn vàng',
      },
    ]);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8').slice(1)).toBe(
      'sku,colour,model,file,generation_id,fidelity,fidelity_approval\r\n' +
        'AD-01,Đỏ,"Lan, ""bé""",a.jpg,g1,,\r\n' +
        `S2,Xanh,'=SUM(A1),b.jpg,g2,fail,"'=Đúng màu, ảnh chụp dưới đèn vàng"\r\n`,
    );
  });
});

describe('manifest.csv against formulas (issue 39, defect 10)', () => {
  const csv = (model: string) =>
    manifestCsv([{ sku: 'S1', colour: 'Đỏ', model, file: 'a.jpg', generationId: 'g1' }])
      .toString('utf8')
      .slice(1);
  const row = (model: string) => csv(model).split('\r\n')[1]!;

  it('neutralises a formula after a semicolon, a tab or a comma, quoting the field', () => {
    expect(row(`x;=cmd|'/C calc'!A0`)).toBe(`S1,Đỏ,"x;'=cmd|'/C calc'!A0",a.jpg,g1,,`);
    expect(row('Lan\t@SUM(1+1)')).toBe(`S1,Đỏ,"Lan\t'@SUM(1+1)",a.jpg,g1,,`);
    expect(row('Lan, +84 90')).toBe(`S1,Đỏ,"Lan, '+84 90",a.jpg,g1,,`);
    expect(row('a; "=1+1"')).toBe(`S1,Đỏ,"a; ""'=1+1""",a.jpg,g1,,`);
    expect(row('\tLan')).toBe(`S1,Đỏ,"'\tLan",a.jpg,g1,,`);
  });

  it('keeps ordinary values as they are', () => {
    for (const value of ['Lan 1', 'AO-DAI-42', 'Đỏ tươi', 'size M-L', 'a@b.vn', '1+1']) {
      expect(neutraliseFormulas(value)).toBe(value);
    }
  });

  it('leaves no cell opening a formula, however a spreadsheet splits the line', () => {
    const risky = fc.constantFrom(...'=+-@,;\t\r\n "\'x');
    fc.assert(
      fc.property(fc.string({ unit: risky, maxLength: 12 }), (value) => {
        for (const cell of csv(value).split(/[,;\t\r\n]/)) {
          expect(cell.replace(/^[ "]*/, '')).not.toMatch(/^[=+\-@]/);
        }
        // Readable: taking the added apostrophes out gives the value back.
        expect(neutraliseFormulas(value).replaceAll("'", '')).toBe(value.replaceAll("'", ''));
      }),
    );
  });
});
