import { and, eq, inArray, sql } from 'drizzle-orm';
import { inputRoleKinds } from '../../../contracts/assets.ts';
import type { InputImageRole } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { readObject } from '../../storage/read-object.ts';
import { isUuid } from '../assets/asset-view.ts';
import { showsPerson } from '../assets/person-consent.ts';
import { generationErrors, type ErrorSurface } from './generation-errors.ts';

/** One input of a submit: the request path it came from, its role and the asset chosen. */
export interface InputSlot {
  path: string;
  role: InputImageRole;
  assetId: string;
}

/**
 * Issue 39 (decision 093): every input slot that shows a person has a consent record behind it.
 * A model, face or hair slot is a person: its asset needs a consent record. An image slot (the
 * source of an edit or a video) needs one when a person or a face is seen in it. The garment
 * slot was looked at when the garment was uploaded. A copy the server made of its own sample or
 * result, or of an input that passed this check, needs none (decision 057). Checked before
 * anything is held or written; an unknown id is left to the copy, which answers "not found".
 * @example await assertInputConsent(deps, userId, [{ path: 'inputs.person', role: 'person', assetId }], 'api');
 */
export async function assertInputConsent(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  slots: InputSlot[],
  surface: ErrorSurface,
): Promise<void> {
  const checked = slots.filter(
    (slot) => inputRoleKinds[slot.role] !== 'garment' && isUuid(slot.assetId),
  );
  if (checked.length === 0) return;
  const rows = await deps.db
    .select({
      id: assets.id,
      origin: assets.origin,
      mediaType: assets.mediaType,
      storageKey: storedFiles.storageKey,
      consented: sql<boolean>`exists (select 1 from upload_consents c where c.asset_id = ${assets.id})`,
    })
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
    .where(
      and(
        eq(assets.userId, userId),
        inArray(
          assets.id,
          checked.map((slot) => slot.assetId),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const slot of checked) {
    const row = byId.get(slot.assetId);
    if (!row || row.mediaType !== 'image' || row.consented || ownCopy(row.origin)) continue;
    if (inputRoleKinds[slot.role] === 'image') {
      const bytes = await readObject(deps.store, row.storageKey);
      if (!bytes || !(await showsPerson(bytes))) continue;
    }
    throw generationErrors.inputConsentMissing(slot.path, surface);
  }
}

/** The slots of a submit's inputs, by role. */
export function inputSlots(inputs: Partial<Record<InputImageRole, string>>): InputSlot[] {
  return (Object.entries(inputs) as [InputImageRole, string][]).map(([role, assetId]) => ({
    path: `inputs.${role}`,
    role,
    assetId,
  }));
}

/**
 * A copy of the server's own sample or result (decision 043), or of a generation's input other
 * than its garment or product photo: that input passed this check when it was submitted; a
 * garment never did.
 */
function ownCopy(origin: string | null): boolean {
  if (!origin) return false;
  if (origin.startsWith('sample:') || origin.startsWith('result:')) return true;
  return (
    origin.startsWith('input:') && !origin.endsWith(':clothing') && !origin.endsWith(':product')
  );
}
