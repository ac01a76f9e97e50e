import type { StudioTool } from '../../../contracts/studio.ts';
import { t } from '../../../i18n/index.ts';
import { toolNameKey } from '../../../i18n/tool-names.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import type { Lang } from '../../http/app-error.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** A mail lists this many items of each kind, then "and N more". */
const LISTED = 20;

export interface DueItems {
  results: { tool: string; createdAt: Date }[];
  uploads: { name: string; createdAt: Date }[];
}

/**
 * The one mail a user gets per cleanup run, seven days before removal (decision 058): what goes,
 * when, and how to keep it (download from history or the library), in the user's language.
 */
export function retentionMail(
  lang: Lang,
  to: { email: string; name: string },
  notice: { days: number; removalAt: Date; siteUrl: string } & DueItems,
): MailMessage {
  const tr = t(lang);
  const date = formatDate(notice.removalAt, lang);
  const count = (value: number) => formatNumber(value, lang);
  const sections: { heading: string; lines: string[] }[] = [];
  const listed = (lines: string[]) =>
    lines.length > LISTED
      ? [
          ...lines.slice(0, LISTED),
          tr('retention.mail.more', { count: count(lines.length - LISTED) }),
        ]
      : lines;
  if (notice.results.length > 0) {
    sections.push({
      heading: tr('retention.mail.results', { count: count(notice.results.length) }),
      lines: listed(
        notice.results.map((item) =>
          tr('retention.mail.result', {
            tool: tr(toolNameKey(item.tool as StudioTool)),
            date: formatDate(item.createdAt, lang),
          }),
        ),
      ),
    });
  }
  if (notice.uploads.length > 0) {
    sections.push({
      heading: tr('retention.mail.uploads', { count: count(notice.uploads.length) }),
      lines: listed(
        notice.uploads.map((item) =>
          tr('retention.mail.upload', { name: item.name, date: formatDate(item.createdAt, lang) }),
        ),
      ),
    });
  }
  const intro = tr('retention.mail.intro', { name: to.name, days: count(notice.days), date });
  const site = notice.siteUrl.replace(/\/+$/, '');
  const links = [
    { label: tr('retention.mail.history'), url: `${site}/history` },
    { label: tr('retention.mail.assets'), url: `${site}/assets` },
  ];
  const text = [
    intro,
    '',
    ...sections.flatMap((section) => [
      section.heading,
      ...section.lines.map((line) => `- ${line}`),
      '',
    ]),
    tr('retention.mail.keep'),
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    tr('mail.signature'),
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<p>${escapeHtml(intro)}</p>${sections
    .map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2><ul>${section.lines
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
    )
    .join('')}<p>${escapeHtml(tr('retention.mail.keep'))}</p><p>${links
    .map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)
    .join(' · ')}</p><p>${escapeHtml(tr('mail.signature'))}</p></body></html>`;
  return { to: to.email, subject: tr('retention.mail.subject', { date }), text, html };
}
