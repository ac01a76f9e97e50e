import { Hono, type Context } from 'hono';
import {
  firebaseLoginRequestSchema,
  googleCallbackRequestSchema,
  type FirebaseLoginRequest,
} from '../../../contracts/auth.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { errors } from '../../http/app-error.ts';
import { issuesFromZod } from '../../http/localize.ts';
import { parseJson, readJson } from '../../http/parse-json.ts';
import { authDeps } from '../../services/auth/auth-deps.ts';
import { authErrors } from '../../services/auth/auth-errors.ts';
import { createGoogleSignIn } from '../../services/auth/exchange-google-code.ts';
import { signInWithIdentity } from '../../services/auth/sign-in-with-identity.ts';
import { AUTH_LIMITS as L, authLimiter } from './auth-limits.ts';

const REFUSED = ['identity_token_invalid', 'identity_mismatch', 'google_login_failed'];

/**
 * Sign-in through identity providers: POST /auth/firebase/login (the site signed in with
 * Google through Firebase and passes the ID token), POST /auth/google/callback (the site got an
 * authorization code from Google). The spec's /auth/firebase/register served the identity
 * provider's email registration, which the product does not offer (decision 049).
 */
export function identityRoutes(deps: AppDeps) {
  const auth = authDeps(deps);
  const limits = authLimiter(deps);
  const exchangeGoogleCode = createGoogleSignIn(deps.env, deps.logger);
  const app = new Hono<AppBindings>();

  app.post('/auth/firebase/login', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.identityAddress, address]]);
    const input = await parseFirebaseBody(c);
    const session = await limits.attempt([[L.identityAddress, address]], REFUSED, async () => {
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
      return signInWithIdentity(
        auth,
        {
          provider: 'firebase',
          subject: identity.uid,
          email,
          emailVerified: identity.emailVerified,
          name,
        },
        { withPassword: true, lang: c.get('lang') },
      );
    });
    return c.json(session);
  });

  app.post('/auth/google/callback', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.identityAddress, address]]);
    const input = await parseJson(c, googleCallbackRequestSchema);
    const result = await limits.attempt([[L.identityAddress, address]], REFUSED, async () =>
      signInWithIdentity(auth, await exchangeGoogleCode(input), {
        withPassword: false,
        lang: c.get('lang'),
      }),
    );
    return c.json({
      access_token: result.access_token,
      token_type: result.token_type,
      user: result.user,
    });
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
