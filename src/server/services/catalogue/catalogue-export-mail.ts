import type { ExportPreset } from '../../../contracts/catalogue.ts';
import { t } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Lang } from '../../http/app-error.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** "Your photos are ready": the store-signed link and when it stops working. */
export function catalogueExportMail(
  lang: Lang,
  to: { email: string; name: string },
  zip: { url: string; expiresAt: Date; preset: ExportPreset; count: number },
): MailMessage {
  const tr = t(lang);
  // The screen's own preset names: "Original" reads "Ảnh gốc" in Vietnamese.
  const preset = tr(`catalogue.preset.${zip.preset}`);
  const intro = tr('catalogueExport.mail.intro', {
    name: to.name,
    count: zip.count,
    preset,
    date: formatDateTime(zip.expiresAt, lang),
  });
  const label = tr('catalogueExport.mail.link');
  return {
    to: to.email,
    subject: tr('catalogueExport.mail.subject', { preset }),
    text: [intro, '', `${label}: ${zip.url}`, '', tr('mail.signature')].join('\n'),
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<p>${escapeHtml(intro)}</p><p style="margin:16px 0"><a href="${escapeHtml(zip.url)}" style="background:#111;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p>${escapeHtml(tr('mail.signature'))}</p></body></html>`,
  };
}
