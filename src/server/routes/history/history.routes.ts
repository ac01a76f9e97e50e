import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  communityChoiceSchema,
  communityQuerySchema,
  historyDownloadQuerySchema,
  historyListQuerySchema,
  resultCopyRequestSchema,
} from '../../../contracts/history.ts';
import { fidelityApprovalRequestSchema } from '../../../contracts/fidelity.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { publicSiteUrl } from '../../env.ts';
import { actorId, requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { approveFidelity } from '../../services/history/approve-fidelity.ts';
import { copyResult } from '../../services/history/copy-result.ts';
import { createShareLink } from '../../services/history/create-share-link.ts';
import { deleteHistoryItem } from '../../services/history/delete-history-item.ts';
import { getHistoryItem } from '../../services/history/get-history-item.ts';
import { listCommunity } from '../../services/history/list-community.ts';
import { listHistory } from '../../services/history/list-history.ts';
import { readSharedResult } from '../../services/history/read-shared-result.ts';
import { renderDownload } from '../../services/history/render-download.ts';
import { reuseGeneration } from '../../services/history/reuse-generation.ts';
import { revokeShareLink } from '../../services/history/revoke-share-link.ts';
import { setCommunity } from '../../services/history/set-community.ts';

/**
 * History (spec §2.9), share links, community results and downloads (§2.10). Every /history
 * path is the caller's own: another user's id answers 404 exactly like an unknown one.
 */
export function historyRoutes(deps: AppDeps) {
  const history = { db: deps.database.db, store: deps.store };
  const now = () => deps.clock.now();
  const user = requireAccount(deps);

  const owned = new Hono<AuthedBindings>()
    .use('*', user)
    .get('/', async (c) =>
      c.json(await listHistory(history, c.get('user').id, parseQuery(c, historyListQuerySchema))),
    )
    .get('/:id', async (c) =>
      c.json(await getHistoryItem(history, c.get('user').id, c.req.param('id'))),
    )
    .delete('/:id', async (c) => {
      await deleteHistoryItem(
        { ...history, logger: c.get('logger'), queue: deps.queue, clock: deps.clock },
        c.get('user').id,
        c.req.param('id'),
      );
      return c.body(null, 204);
    })
    .post('/:id/share', async (c) => {
      const link = await createShareLink(
        { ...history, siteUrl: publicSiteUrl(deps.env), now },
        c.get('user').id,
        c.req.param('id'),
      );
      return c.json(link, 201);
    })
    .delete('/:id/share', async (c) => {
      await revokeShareLink({ ...history, now }, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .put('/:id/community', async (c) => {
      const { community } = await parseJson(c, communityChoiceSchema);
      return c.json(await setCommunity(history, c.get('user').id, c.req.param('id'), community));
    })
    .put('/:id/fidelity-approval', async (c) => {
      const { reason } = await parseJson(c, fidelityApprovalRequestSchema);
      const caller = { userId: c.get('user').id, memberId: actorId(c) };
      return c.json(await approveFidelity(history, caller, c.req.param('id'), reason, now()));
    })
    .delete('/:id/fidelity-approval', async (c) => {
      const caller = { userId: c.get('user').id, memberId: actorId(c) };
      return c.json(await approveFidelity(history, caller, c.req.param('id'), null, now()));
    })
    .post('/:id/reuse', async (c) =>
      c.json(
        await reuseGeneration(history, {
          userId: c.get('user').id,
          id: c.req.param('id'),
          lang: c.get('lang'),
        }),
      ),
    )
    .post('/:id/assets', async (c) => {
      const { kind } = await parseJson(c, resultCopyRequestSchema);
      const copy = await copyResult(history, {
        userId: c.get('user').id,
        id: c.req.param('id'),
        lang: c.get('lang'),
        kind,
      });
      return c.json(copy.asset, copy.created ? 201 : 200);
    })
    .get('/:id/download', async (c) => {
      const query = parseQuery(c, historyDownloadQuerySchema);
      const { id, aiLabel, aiLabelNoneConfirmedAt } = c.get('user');
      const file = await renderDownload(
        { ...history, now, signer: deps.signer },
        { id, aiLabel, aiLabelNoneConfirmedAt, lang: c.get('lang') },
        c.req.param('id'),
        query,
      );
      const body = Buffer.isBuffer(file.body)
        ? new Uint8Array(file.body)
        : (Readable.toWeb(file.body) as ReadableStream);
      return new Response(body, {
        headers: {
          'content-type': file.contentType,
          'content-length': String(file.size),
          'content-disposition': `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    });

  return (
    new Hono<AppBindings>()
      .route('/history', owned)
      // Issue 28 point 5 (spec §2.4, §6): these are pictures of real people, so visitors are not
      // served them; only signed-in users see the community list.
      .get('/community', user, async (c) => {
        const { limit } = parseQuery(c, communityQuerySchema);
        return c.json({ items: await listCommunity(history, limit) });
      })
      .get('/shares/:token', async (c) =>
        c.json(await readSharedResult(history, c.req.param('token'))),
      )
  );
}
