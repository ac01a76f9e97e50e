import { Hono, type Context } from 'hono';
import {
  firebaseLoginRequestSchema,
  googleCallbackRequestSchema,
  identityConfirmRequestSchema,
  type FirebaseLoginRequest,
  type IdentityPendingResponse,
} from '../../../contracts/auth.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { errors } from '../../http/app-error.ts';
import { issuesFromZod, localize } from '../../http/localize.ts';
import { parseJson, readJson } from '../../http/parse-json.ts';
import { authDeps } from '../../services/auth/auth-deps.ts';
import { authErrors } from '../../services/auth/auth-errors.ts';
import { createGoogleSignIn } from '../../services/auth/exchange-google-code.ts';
import { confirmIdentity } from '../../services/auth/confirm-identity.ts';
import { openIdentity, sealIdentity } from '../../services/auth/identity-confirmation.ts';
import { sendIdentityCode } from '../../services/auth/send-identity-code.ts';
import {
  signInWithIdentity,
  type ProviderIdentity,
} from '../../services/auth/sign-in-with-identity.ts';
import { AUTH_LIMITS as L, authLimiter } from './auth-limits.ts';

const REFUSED = ['identity_token_invalid', 'identity_mismatch', 'google_login_failed'];

/**
 * Sign-in through identity providers: POST /auth/firebase/login (the site signed in with
 * Google through Firebase and passes the ID token), POST /auth/google/callback (the site got an
 * authorization code from Google), and POST /auth/identity/confirm (the code mailed for an
 * identity not linked yet, decision 092). The spec's /auth/firebase/register served the identity
 * provider's email registration, which the product does not offer (decision 049).
 */
export function identityRoutes(deps: AppDeps) {
  const auth = authDeps(deps);
  const limits = authLimiter(deps);
  const exchangeGoogleCode = createGoogleSignIn(deps.env, deps.logger);
  const app = new Hono<AppBindings>();

  /**
   * A linked identity signs in; any other is answered 202 alike, whether or not its address
   * has an account, and its code goes to the address (decision 092). The mail follows its own
   * limits per address typed and the code mails' limit per client address; past them the
   * answer is the same and nothing is sent.
   */
  async function signInOrMailCode(c: Context<AppBindings>, identity: ProviderIdentity) {
    const session = await signInWithIdentity(auth, identity);
    if (session) return { session };
    const email = limits.account(identity.email);
    const mail = await limits.reserve([
      [L.identityMailCooldown, email],
      [L.identityMailAccount, email],
      [L.codeAddress, limits.address(c)],
    ]);
    if (mail.allowed) {
      await sendIdentityCode({ ...auth, logger: c.get('logger') }, identity, c.get('lang'));
    }
    const pending: IdentityPendingResponse = {
      status: 'success',
      message: localize('authApi.identityCodeSent')[c.get('lang')],
      email,
      requires_verification: true,
      confirmation: sealIdentity(auth.codeSecret, identity, deps.clock.now()),
    };
    return { pending };
  }

  app.post('/auth/firebase/login', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.identityAddress, address]]);
    const input = await parseFirebaseBody(c);
    const outcome = await limits.attempt([[L.identityAddress, address]], REFUSED, async () => {
      // The email and its verification come from Firebase's record of the token's uid
      // (decision 031); the body's user data only has to agree with it.
      const identity = await deps.firebase.verify(input.idToken);
      if (!identity) throw authErrors.identityFailed();
      if (
        identity.uid !== input.userData.uid ||
        identity.email !== input.userData.email.toLowerCase()
      ) {
        throw authErrors.identityMismatch();
      }
      const email = identity.email;
      const name = input.userData.displayName?.trim() || identity.name || email.split('@')[0]!;
      return signInOrMailCode(c, {
        provider: 'firebase',
        subject: identity.uid,
        email,
        emailVerified: identity.emailVerified,
        name,
      });
    });
    return outcome.session ? c.json(outcome.session) : c.json(outcome.pending, 202);
  });

  app.post('/auth/google/callback', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.identityAddress, address]]);
    const input = await parseJson(c, googleCallbackRequestSchema);
    const outcome = await limits.attempt([[L.identityAddress, address]], REFUSED, async () =>
      signInOrMailCode(c, await exchangeGoogleCode(input)),
    );
    if (!outcome.session) return c.json(outcome.pending, 202);
    const { access_token, token_type, user } = outcome.session;
    return c.json({ access_token, token_type, user });
  });

  app.post('/auth/identity/confirm', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.identityAddress, address]]);
    const input = await parseJson(c, identityConfirmRequestSchema);
    const pending = openIdentity(auth.codeSecret, input.confirmation, deps.clock.now());
    if (!pending) throw authErrors.identityConfirmationInvalid();
    // Wrong codes count per address typed and per client, like the verify step (decision 031).
    const session = await limits.attempt(
      [
        [L.identityConfirmAccount, limits.account(pending.email)],
        [L.identityAddress, address],
      ],
      ['invalid_otp'],
      () => confirmIdentity(auth, pending, input.otp, c.get('lang')),
    );
    return c.json(session);
  });

  return app;
}

/**
 * Spec §5 answers bad Firebase input with 400 and its own two messages: one for the token, one
 * for the user data. Bad JSON is still 400 invalid_json.
 */
async function parseFirebaseBody(c: Context): Promise<FirebaseLoginRequest> {
  const result = firebaseLoginRequestSchema.safeParse(await readJson(c));
  if (result.success) return result.data;
  const issues = issuesFromZod(result.error);
  const tokenBad = issues.some((issue) => issue.path === 'idToken');
  throw errors.badRequest(tokenBad ? 'invalid_id_token' : 'invalid_user_data', issues);
}
