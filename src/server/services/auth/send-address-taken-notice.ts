import type { Lang } from '../../http/app-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { addressTakenMail } from './auth-mails.ts';

/** The site's app entry (the sign-in and forgot-password forms open there), in `lang`. */
export const signInLink = (siteUrl: string, lang: Lang) =>
  `${siteUrl}${lang === 'en' ? '/en' : ''}/dashboard`;

/**
 * Tells the owner of an address that someone tried to register it again, in the owner's own
 * language (OWASP: the person registering hears what a new address hears, decision 031). A
 * failed send is logged; nobody waits for it.
 */
export async function sendAddressTakenNotice(
  deps: AuthDeps,
  owner: { id: string; email: string; name: string; locale: string },
): Promise<void> {
  const lang: Lang = owner.locale === 'en' ? 'en' : 'vi';
  await deps.mailer
    .send(addressTakenMail(lang, owner, signInLink(deps.siteUrl, lang)))
    .catch((err: unknown) => deps.logger.error({ err, userId: owner.id }, 'notice mail failed'));
}
