import { t } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Lang } from '../../http/app-error.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

type Step = 'closed' | 'restored' | 'deleted';

/**
 * The three mails of closing an account (decision 056), in the account's language: closed
 * (with the single-use undo link and the deletion date), restored, and deleted (the last one).
 */
export function accountClosingMail(
  lang: Lang,
  step: Step,
  to: { email: string; name: string },
  undo?: { url: string; deleteAfter: Date },
): MailMessage {
  const tr = t(lang);
  const intro = tr(`accountClosing.mail.${step}Intro`, {
    name: to.name,
    date: undo ? formatDateTime(undo.deleteAfter, lang) : '',
  });
  const label = tr('accountClosing.mail.undoLink');
  const link = undo ? `${label}: ${undo.url}` : '';
  const button = undo
    ? `<p style="margin:16px 0"><a href="${escapeHtml(undo.url)}" style="background:#111;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`
    : '';
  return {
    to: to.email,
    subject: tr(`accountClosing.mail.${step}Subject`),
    text: [intro, '', ...(link ? [link, ''] : []), tr('mail.signature')].join('\n'),
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(tr('mail.signature'))}</p></body></html>`,
  };
}
