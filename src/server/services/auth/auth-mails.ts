import { escapeHtml } from '../../mail/escape-html.ts';
import type { DictionaryKey } from '../../../i18n/index.ts';
import { t } from '../../../i18n/index.ts';
import type { Lang } from '../../http/app-error.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** One plain layout for account mail: greeting, a highlighted code or button, a note, signature. */
function layout(
  lang: Lang,
  to: { email: string; name: string },
  parts: {
    subject: DictionaryKey;
    intro: DictionaryKey;
    note: string;
    code?: string;
    link?: { url: string; label: DictionaryKey };
  },
): MailMessage {
  const tr = t(lang);
  const greeting = tr('mail.greeting', { name: to.name });
  const intro = tr(parts.intro);
  const signature = tr('mail.signature');
  const highlight = parts.code ?? parts.link?.url ?? '';
  const text = [greeting, '', intro, '', highlight, '', parts.note, '', signature].join('\n');
  const block = parts.code
    ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(parts.code)}</p>`
    : `<p style="margin:16px 0"><a href="${escapeHtml(parts.link!.url)}" style="background:#111;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(tr(parts.link!.label))}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(parts.link!.url)}</p>`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:520px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${block}<p>${escapeHtml(parts.note)}</p><p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: to.email, subject: tr(parts.subject), text, html };
}

/** The email-verification code, in the user's language. */
export function verificationCodeMail(
  lang: Lang,
  to: { email: string; name: string },
  code: string,
  ttlMinutes: number,
): MailMessage {
  return layout(lang, to, {
    subject: 'mail.otp.subject',
    intro: 'mail.otp.intro',
    code,
    note: t(lang)('mail.otp.expiry', { minutes: ttlMinutes }),
  });
}

/**
 * The code that lets an identity in (decision 092): for an address without a verified account
 * it finishes the sign-in; for an account it adds the identity, so the mail says so plainly.
 */
export function identityCodeMail(
  lang: Lang,
  to: { email: string; name: string },
  code: string,
  kind: 'new' | 'link',
  ttlMinutes: number,
): MailMessage {
  return layout(lang, to, {
    subject: kind === 'new' ? 'mail.identityNew.subject' : 'mail.identityLink.subject',
    intro: kind === 'new' ? 'mail.identityNew.intro' : 'mail.identityLink.intro',
    code,
    note: t(lang)('mail.identity.expiry', { minutes: ttlMinutes }),
  });
}

/** The password reset link, in the user's language. */
export function passwordResetMail(
  lang: Lang,
  to: { email: string; name: string },
  url: string,
  ttlMinutes: number,
): MailMessage {
  return layout(lang, to, {
    subject: 'mail.reset.subject',
    intro: 'mail.reset.intro',
    link: { url, label: 'mail.reset.button' },
    note: t(lang)('mail.reset.expiry', { minutes: ttlMinutes }),
  });
}

/**
 * To the owner of an address someone tried to register again (decision 031): nothing changed;
 * sign in, or reset the password. The person who registered is answered as for a new address.
 */
export function addressTakenMail(
  lang: Lang,
  to: { email: string; name: string },
  url: string,
): MailMessage {
  return layout(lang, to, {
    subject: 'mail.taken.subject',
    intro: 'mail.taken.intro',
    link: { url, label: 'mail.taken.button' },
    note: t(lang)('mail.taken.note'),
  });
}
