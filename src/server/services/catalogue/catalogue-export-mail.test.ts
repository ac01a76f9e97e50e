import { describe, expect, it } from 'vitest';
import { catalogueExportMail } from './catalogue-export-mail.ts';

const zip = {
  url: 'https://files.test/export.zip?sig=1',
  expiresAt: new Date('2026-12-01T03:00:00Z'),
  count: 4,
};
const to = { email: 'lan@shop.test', name: 'Lan' };

describe('the export-ready mail', () => {
  it('names the preset as the screen does, in the asker’s language', () => {
    const vi = catalogueExportMail('vi', to, { ...zip, preset: 'original' });
    expect(vi.subject).toContain('Ảnh gốc');
    expect(`${vi.subject}\n${vi.text}`).not.toMatch(/Original|\{\w+\}/);
    const en = catalogueExportMail('en', to, { ...zip, preset: 'original' });
    expect(en.subject).toContain('Original');
    expect(catalogueExportMail('vi', to, { ...zip, preset: 'tiktok-shop' }).subject).toContain(
      'TikTok Shop',
    );
  });

  it('carries the link in the text and the button', () => {
    const mail = catalogueExportMail('en', to, { ...zip, preset: 'shopee' });
    expect(mail.text).toContain(zip.url);
    expect(mail.html).toContain(`href="${zip.url}"`);
  });
});
