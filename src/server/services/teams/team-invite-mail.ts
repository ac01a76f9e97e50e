import { TEAM_INVITE_TTL_DAYS } from '../../../contracts/teams.ts';
import { t } from '../../../i18n/index.ts';
import type { Lang } from '../../http/app-error.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/**
 * The invitation's page on the site, in the mail's language: it asks to sign in with the
 * invited address, then accepts. `/en/team` sets English for the app pages, then opens `/team`.
 * @example inviteLink('https://kieu.vn', 'abc', 'en') // 'https://kieu.vn/en/team?invite=abc'
 */
export function inviteLink(siteUrl: string, token: string, lang: Lang): string {
  const prefix = lang === 'en' ? '/en' : '';
  return `${siteUrl}${prefix}/team?invite=${encodeURIComponent(token)}`;
}

/** The invitation mail, in the inviter's language (decision 103). */
export function teamInviteMail(lang: Lang, to: string, owner: string, url: string): MailMessage {
  const tr = t(lang);
  const body = tr('teams.mail.body', { owner, email: to });
  const note = tr('teams.mail.expiry', { days: TEAM_INVITE_TTL_DAYS });
  const signature = tr('mail.signature');
  const text = [body, '', url, '', note, '', signature].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:520px">
<p>${escapeHtml(body)}</p><p style="margin:16px 0"><a href="${escapeHtml(url)}" style="background:#111;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(tr('teams.mail.button'))}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(url)}</p><p>${escapeHtml(note)}</p><p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to, subject: tr('teams.mail.subject', { owner }), text, html };
}
