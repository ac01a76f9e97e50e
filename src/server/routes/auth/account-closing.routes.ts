import { Hono } from 'hono';
import {
  closeAccountRequestSchema,
  restoreAccountRequestSchema,
} from '../../../contracts/account-closing.ts';
import type { AppDeps } from '../../app-deps.ts';
import { publicSiteUrl } from '../../env.ts';
import { requireUser, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { closeAccount } from '../../services/account/close-account.ts';
import { readClosingNotice } from '../../services/account/read-closing-notice.ts';
import type { ClosingDeps } from '../../services/account/closing-deps.ts';
import { restoreAccount } from '../../services/account/restore-account.ts';
import { AUTH_LIMITS as L, authLimiter } from './auth-limits.ts';

export function closingDeps(deps: AppDeps): ClosingDeps {
  return {
    db: deps.database.db,
    queue: deps.queue,
    store: deps.store,
    clock: deps.clock,
    mailer: deps.mailer,
    logger: deps.logger,
    firebase: deps.firebase,
    siteUrl: publicSiteUrl(deps.env),
  };
}

/**
 * "Close my account" (issue 26 point 1, decision 056): DELETE /auth/account after a fresh
 * sign-in, and POST /auth/account/restore, the mailed undo link's call, which needs no session.
 */
export function accountClosingRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  const services = closingDeps(deps);
  const limits = authLimiter(deps);

  // What closing does to the unused paid credits and recent payments (terms §7, decision 102),
  // shown before the person confirms.
  app.get('/auth/account/closing', requireUser(deps), async (c) =>
    c.json(await readClosingNotice(services.db, c.get('user').id, deps.clock.now())),
  );

  app.delete('/auth/account', requireUser(deps), async (c) => {
    const input = await parseJson(c, closeAccountRequestSchema);
    const user = c.get('user');
    // Like a password change (decision 031): 10 failed confirmations per account in 15 minutes.
    const result = await limits.attempt(
      [[L.closeAccount, user.id]],
      ['invalid_current_password', 'identity_token_invalid', 'reauth_stale'],
      () => closeAccount(services, user, input),
    );
    return c.json(result);
  });

  app.post('/auth/account/restore', async (c) => {
    const { token } = await parseJson(c, restoreAccountRequestSchema);
    await restoreAccount(services, token);
    return c.json({ status: 'restored' as const });
  });

  return app;
}
