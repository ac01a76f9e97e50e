import { Hono } from 'hono';
import { aiLabelRequestSchema } from '../../../contracts/ai-label.ts';
import {
  changePasswordRequestSchema,
  updateProfileRequestSchema,
} from '../../../contracts/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, type AuthedBindings } from '../../http/auth.ts';
import { localize } from '../../http/localize.ts';
import { parseJson } from '../../http/parse-json.ts';
import { authDeps } from '../../services/auth/auth-deps.ts';
import { revokeAccessToken } from '../../services/auth/authenticate-token.ts';
import { changePassword } from '../../services/auth/change-password.ts';
import { readProfile, updateProfile } from '../../services/auth/read-profile.ts';
import { setAiLabel } from '../../services/auth/set-ai-label.ts';
import { AUTH_LIMITS as L, authLimiter } from './auth-limits.ts';

/** The signed-in user's own account: profile, name, password, logout (Bearer token). */
export function sessionRoutes(deps: AppDeps) {
  const auth = authDeps(deps);
  const limits = authLimiter(deps);
  const app = new Hono<AuthedBindings>();
  const signedIn = requireUser(deps);

  app.get('/auth/profile', signedIn, async (c) => c.json(await readProfile(auth, c.get('user'))));

  app.put('/auth/profile', signedIn, async (c) => {
    const input = await parseJson(c, updateProfileRequestSchema);
    return c.json(await updateProfile(auth, c.get('user'), input));
  });

  app.put('/auth/profile/ai-label', signedIn, async (c) => {
    const input = await parseJson(c, aiLabelRequestSchema);
    return c.json(await setAiLabel(auth, c.get('user'), input));
  });

  app.post('/auth/change-password', signedIn, async (c) => {
    const input = await parseJson(c, changePasswordRequestSchema);
    const user = c.get('user');
    // Decision 031: 10 wrong current passwords per account in 15 minutes, reserved before the check.
    const session = await limits.attempt(
      [[L.changePasswordAccount, user.id]],
      ['invalid_current_password'],
      () => changePassword(auth, user, input),
    );
    return c.json({
      status: 'success' as const,
      message: localize('authApi.passwordChanged')[c.get('lang')],
      ...session,
    });
  });

  app.post('/auth/logout', signedIn, async (c) => {
    await revokeAccessToken(auth, c.get('claims'));
    return c.body(null, 204);
  });

  return app;
}
