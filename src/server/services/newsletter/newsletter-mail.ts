import { NEWSLETTER_CONFIRM_TTL_DAYS } from '../../../contracts/newsletter.ts';
import { t } from '../../../i18n/index.ts';
import type { Lang } from '../../http/app-error.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The link in the mail: the API confirms, then sends the browser to the site's result page. */
export function confirmLink(apiUrl: string, lang: Lang, token: string): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/newsletter/confirm`);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** The confirmation mail, in the subscriber's language. */
export function newsletterConfirmMail(lang: Lang, to: string, url: string): MailMessage {
  const tr = t(lang);
  const greeting = tr('blog.mail.greeting');
  const intro = tr('blog.mail.intro');
  const note = tr('blog.mail.expiry', { days: NEWSLETTER_CONFIRM_TTL_DAYS });
  const signature = tr('mail.signature');
  const text = [greeting, '', intro, '', url, '', note, '', signature].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:520px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p style="margin:16px 0"><a href="${escapeHtml(url)}" style="background:#111;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(tr('blog.mail.button'))}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(url)}</p><p>${escapeHtml(note)}</p><p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to, subject: tr('blog.mail.subject'), text, html };
}

/** The one-click link: the API sends the browser to the site's unsubscribe page (GET is safe). */
export function unsubscribeLink(apiUrl: string, lang: Lang, token: string): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/newsletter/unsubscribe`);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/**
 * Every newsletter mail goes through here (issue 26, RFC 8058): the unsubscribe link at the foot
 * of the text and HTML, and the List-Unsubscribe and List-Unsubscribe-Post headers, so a mail
 * client can offer "unsubscribe" and unsubscribe with one POST to the same link.
 */
export function withUnsubscribe(lang: Lang, message: MailMessage, link: string): MailMessage {
  const line = t(lang)('blog.mail.unsubscribe');
  return {
    ...message,
    text: `${message.text}\n\n${line}\n${link}`,
    html: message.html?.replace(
      '</body>',
      `<p style="font-size:12px;color:#555">${escapeHtml(line)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n</body>`,
    ),
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The first newsletter mail, sent once the address is confirmed. */
export function newsletterWelcomeMail(lang: Lang, to: string, link: string): MailMessage {
  const tr = t(lang);
  const parts = [tr('blog.mail.greeting'), tr('blog.welcome.body'), tr('mail.signature')];
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:520px">
${parts.map((part) => `<p>${escapeHtml(part)}</p>`).join('')}
</body></html>`;
  return withUnsubscribe(
    lang,
    { to, subject: tr('blog.welcome.subject'), text: parts.join('\n\n'), html },
    link,
  );
}
