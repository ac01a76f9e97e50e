import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../src/contracts/retention.ts';
import { planIds } from '../../src/contracts/plans.ts';
import { t } from '../../src/i18n/index.ts';
import { builtPages, readableText } from './built-site.ts';

// Issue 26 point 6: the privacy page is written for the law in force and names every processor.
const pages = builtPages();
const textOf = (url: string) => readableText(pages.find((page) => page.url === url)!.html);
const rowsOf = (url: string) =>
  [...pages.find((page) => page.url === url)!.html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    readableText(row[1]!),
  );

const languages = [
  {
    url: '/privacy',
    law: 'Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15',
    decree: 'Nghị định 356/2025/NĐ-CP',
    abroad: 'Kết quả tạo trên máy chủ AI từ xa được chuyển ra ngoài Việt Nam',
    breach: 'trong vòng 72 giờ',
    countries: ['Việt Nam', 'Hoa Kỳ', 'Singapore'],
    selfHosted: 'máy chủ AI tự vận hành',
    locale: 'vi',
    days: (count: number) => `${count} ngày`,
  },
  {
    url: '/en/privacy',
    law: 'Law on Personal Data Protection No. 91/2025/QH15',
    decree: 'Decree 356/2025/ND-CP',
    abroad: 'Results made on a remote engine leave Vietnam',
    breach: 'within 72 hours',
    countries: ['Vietnam', 'United States', 'Singapore'],
    selfHosted: 'self-hosted engine',
    locale: 'en',
    days: (count: number) => `${count} days`,
  },
] as const;

const processors = [
  'Viettel IDC',
  'Amazon SES',
  'Firebase Authentication',
  'fal.ai',
  'Replicate',
  'VNPay',
];

describe('the privacy page', () => {
  it.each(languages)('$url cites the law in force, not the decree it replaced', (language) => {
    const text = textOf(`${language.url}/`);
    expect(text).toContain(language.law);
    expect(text).toContain(language.decree);
    expect(text).not.toContain('13/2023');
  });

  it.each(languages)('$url names each processor with its country', (language) => {
    const rows = rowsOf(`${language.url}/`);
    for (const processor of processors) {
      const row = rows.find((text) => text.includes(processor));
      expect(row, processor).toBeDefined();
      expect(
        language.countries.some((country) => row!.includes(country)),
        row,
      ).toBe(true);
    }
  });

  it.each(languages)(
    '$url says remote results leave the country, and how to keep them in',
    (language) => {
      const text = textOf(`${language.url}/`);
      expect(text).toContain(language.abroad);
      expect(text).toContain(language.selfHosted);
      expect(text).toContain(language.breach);
    },
  );

  it.each(languages)(
    "$url states each plan's retention as the cleanup job applies it",
    (language) => {
      const html = pages.find((page) => page.url === `${language.url}/`)!.html;
      const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
        [...row[1]!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => readableText(cell[1]!).trim()),
      );
      for (const plan of planIds) {
        const name = t(language.locale)(`pricing.plan.${plan}`);
        const row = rows.find(([plans]) => plans?.split(', ').includes(name));
        expect(row, name).toEqual([expect.any(String), language.days(RETENTION_DAYS[plan])]);
      }
    },
  );
});
