import { describe, expect, it } from 'vitest';
import { retentionMail } from './retention-mail.ts';

const removalAt = new Date('2026-12-01T03:00:00Z');
const results = Array.from({ length: 25 }, (_, i) => ({
  tool: 'image-editing',
  createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
}));

describe('retentionMail', () => {
  it('lists twenty items of a kind, then how many more, in the user’s language', () => {
    const mail = retentionMail(
      'vi',
      { email: 'mai@example.vn', name: 'Trần Mai' },
      { days: 1000, removalAt, siteUrl: 'https://kieu.test/', results, uploads: [] },
    );
    expect(mail.subject).toBe('Một số tệp Kiểu Studio của bạn sẽ bị xóa vào ngày 01/12/2026');
    expect(mail.text).toContain('trong 1.000 ngày');
    expect(mail.text).toContain('Kết quả (25)');
    expect(mail.text.match(/^- /gm)).toHaveLength(21);
    expect(mail.text).toContain('- và 5 tệp khác');
    expect(mail.text).not.toContain('Tệp tải lên');
    expect(mail.text).toContain('https://kieu.test/history');
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('escapes an upload’s name in the HTML part', () => {
    const mail = retentionMail(
      'en',
      { email: 'mai@example.vn', name: 'Mai' },
      {
        days: 30,
        removalAt,
        siteUrl: 'https://kieu.test',
        results: [],
        uploads: [{ name: '<img src=x onerror=alert(1)>.jpg', createdAt: removalAt }],
      },
    );
    expect(mail.subject).toBe('Some of your Kiểu Studio files will be removed on Dec 1, 2026');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x');
    expect(mail.text).toContain('Uploads (1)');
    expect(mail.text).not.toContain('Results (');
  });
});
