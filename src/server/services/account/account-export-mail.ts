import { t } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Lang } from '../../http/app-error.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** "Your data is ready": the signed link and when it stops working, in the user's language. */
export function accountExportMail(
  lang: Lang,
  to: { email: string; name: string },
  link: { url: string; expiresAt: Date },
): MailMessage {
  const tr = t(lang);
  const intro = tr('accountExport.mail.intro', {
    name: to.name,
    date: formatDateTime(link.expiresAt, lang),
  });
  const label = tr('accountExport.mail.link');
  return {
    to: to.email,
    subject: tr('accountExport.mail.subject'),
    text: [intro, '', `${label}: ${link.url}`, '', tr('mail.signature')].join('\n'),
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<p>${escapeHtml(intro)}</p><p style="margin:16px 0"><a href="${escapeHtml(link.url)}" style="background:#111;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p>${escapeHtml(tr('mail.signature'))}</p></body></html>`,
  };
}
