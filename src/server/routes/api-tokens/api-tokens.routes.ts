import { Hono } from 'hono';
import {
  apiUsageQuerySchema,
  createTokenSchema,
  updateTokenSchema,
} from '../../../contracts/api-tokens.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, type AuthedBindings } from '../../http/auth.ts';
import { resolveAccount } from '../../services/teams/resolve-account.ts';
import { parseJson } from '../../http/parse-json.ts';
import { parseQuery } from '../../http/parse-query.ts';
import {
  createApiToken,
  deleteApiToken,
  listApiTokens,
  readApiToken,
  regenerateApiToken,
  updateApiToken,
} from '../../services/api-tokens/manage-api-tokens.ts';
import { readApiUsage } from '../../services/api-tokens/read-api-usage.ts';

/**
 * The signed-in user's API tokens (spec §2.10 API management): list, create (the value is in
 * this one answer only), details, change or switch off, regenerate, delete. Another user's
 * token answers 404 like an unknown one; nothing here ever answers a stored token value. The
 * details answer the token's webhook signing secret (derived, decision 024), the list does not.
 * `/api-tokens/usage` (the stats, the caller's own tokens only) comes before `/api-tokens/:id`,
 * which would read 'usage' as a token id.
 */
export function apiTokensRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const now = () => deps.clock.now();
  return new Hono<AuthedBindings>()
    .use('/api-tokens', requireUser(deps))
    .use('/api-tokens/*', requireUser(deps))
    .get('/api-tokens', async (c) => c.json({ tokens: await listApiTokens(db, c.get('user').id) }))
    .post('/api-tokens', async (c) => {
      const body = await parseJson(c, createTokenSchema);
      c.header('cache-control', 'no-store');
      // Decision 103: a member's own token, allowed by the team account's plan.
      const { account } = await resolveAccount(db, c.get('user'), now());
      return c.json(await createApiToken(db, c.get('user').id, body, now(), account.id), 201);
    })
    .get('/api-tokens/usage', async (c) => {
      const query = parseQuery(c, apiUsageQuerySchema, { badRequest: 'invalid_query' });
      const input = { days: query.days, tokenId: query.token_id };
      return c.json(await readApiUsage(db, c.get('user').id, input, now()));
    })
    .get('/api-tokens/:id', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(
        await readApiToken(db, deps.env.APP_SECRET, c.get('user').id, c.req.param('id')),
      );
    })
    .patch('/api-tokens/:id', async (c) => {
      const body = await parseJson(c, updateTokenSchema);
      return c.json(await updateApiToken(db, c.get('user').id, c.req.param('id'), body, now()));
    })
    .post('/api-tokens/:id/regenerate', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await regenerateApiToken(db, c.get('user').id, c.req.param('id'), now()));
    })
    .delete('/api-tokens/:id', async (c) => {
      await deleteApiToken(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
