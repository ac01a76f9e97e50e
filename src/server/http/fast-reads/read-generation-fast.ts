import type { AppDeps } from '../../app-deps.ts';
import { authDeps } from '../../services/auth/auth-deps.ts';
import { authenticateToken } from '../../services/auth/authenticate-token.ts';
import { readProgress } from '../../services/generation/read-progress.ts';
import { resolveAccount } from '../../services/teams/resolve-account.ts';
import { bearerToken } from '../auth.ts';
import { fastAnswer } from './fast-answer.ts';
import type { FastRead } from './fast-reads.ts';

/**
 * GET /ai/generations/{id} (ai.routes.ts) before the app: `requireAccount`, then `readProgress`.
 * Every step only reads, so any refusal (no session, another's id) is left to the app.
 */
export function readGenerationFast(deps: AppDeps): FastRead {
  const auth = authDeps(deps);
  const ttlMs = deps.env.AUTH_CACHE_TTL_MS;
  const history = { db: deps.database.db, store: deps.store };
  const answer = fastAnswer(deps, '/ai/generations/:id');
  return async (exchange) => {
    const token = bearerToken(exchange.req.headers.authorization);
    if (!token) return false;
    const progress = await authenticateToken(auth, token, ttlMs)
      .then(({ user }) => resolveAccount(history.db, user, deps.clock.now(), ttlMs))
      .then(({ account }) => readProgress(history, account.id, exchange.id))
      .catch(() => null);
    if (!progress) return false;
    answer.ok(exchange, progress);
    return true;
  };
}
