import { and, eq, sql } from 'drizzle-orm';
import type { AssetKind } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { assets } from '../../db/schema.ts';
import { isUuid } from '../assets/asset-view.ts';
import { brandModelErrors } from './brand-model-errors.ts';

/**
 * The face or photo a model is made from: an image of the account's library of the right kind,
 * taken in with consent (issue 26, decision 057: an `upload_consents` record). A copy the server
 * made of its own sample or result shows no real person and needs none (decision 093). Checked
 * before anything is written or held; each refusal names the request field.
 * @example await checkSourceAsset(db, userId, 'face', body.face, 'face');
 */
export async function checkSourceAsset(
  db: Db,
  userId: string,
  path: 'face' | 'photo',
  assetId: string,
  kind: AssetKind,
): Promise<void> {
  if (!isUuid(assetId)) throw brandModelErrors.assetNotFound(path);
  const [row] = await db
    .select({
      kind: assets.kind,
      mediaType: assets.mediaType,
      origin: assets.origin,
      // Written out: drizzle leaves a one-table select's columns unqualified, and `id` would be c's.
      consented: sql<boolean>`exists (select 1 from upload_consents c where c.asset_id = assets.id)`,
    })
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.userId, userId)));
  if (!row) throw brandModelErrors.assetNotFound(path);
  if (row.kind !== kind || row.mediaType !== 'image') throw brandModelErrors.wrongKind(path);
  if (!row.consented && !serverCopy(row.origin)) throw brandModelErrors.consentMissing(path);
}

function serverCopy(origin: string | null): boolean {
  return Boolean(origin && (origin.startsWith('sample:') || origin.startsWith('result:')));
}
