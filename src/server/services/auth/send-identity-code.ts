import { otpRules } from '../../../contracts/auth.ts';
import type { Lang } from '../../http/app-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { identityCodeMail } from './auth-mails.ts';
import { findUserByEmail } from './find-user.ts';
import { codeWindow, identityCode } from './identity-confirmation.ts';
import type { ProviderIdentity } from './sign-in-with-identity.ts';

/**
 * Mails the code of an identity not linked yet (decision 092) to its address: to the owner of a
 * verified account, in their language, as a request to add the identity; otherwise as the last
 * step of signing in. A disabled or closing account is mailed nothing. The caller answers the
 * same in every case, so the answer never tells whether the address has an account. A failed
 * send is logged; signing in again mails the code again.
 */
export async function sendIdentityCode(
  deps: AuthDeps,
  identity: ProviderIdentity,
  lang: Lang,
): Promise<void> {
  const owner = await findUserByEmail(deps.db, identity.email);
  if (owner && (owner.isDisabled || owner.closingAt)) return;
  const code = identityCode(deps.codeSecret, identity, codeWindow(deps.clock.now()));
  const mail = owner?.isVerified
    ? identityCodeMail(
        owner.locale === 'en' ? 'en' : 'vi',
        owner,
        code,
        'link',
        otpRules.ttlMinutes,
      )
    : identityCodeMail(
        lang,
        { email: identity.email, name: identity.name },
        code,
        'new',
        otpRules.ttlMinutes,
      );
  await deps.mailer
    .send(mail)
    .catch((err: unknown) => deps.logger.error({ err }, 'identity code mail failed'));
}
