import { and, eq, inArray } from 'drizzle-orm';
import type { ExportPreset, ExportReviewChoice } from '../../../contracts/catalogue.ts';
import { needsReview, type FidelityReport } from '../../../contracts/fidelity.ts';
import type { Db } from '../../db/database.ts';
import { generations } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

const details = (ids: string[]) => ({ needs_review: ids.length, generation_ids: ids });

export const reviewErrors = {
  /** `needsReview: 'ask'`: nothing is queued; the caller asks the seller, then leaves them out. */
  ask: (ids: string[]) =>
    new AppError(
      409,
      'export_needs_review',
      localize('catalogueExport.error.needsReview', { count: ids.length }),
      details(ids),
    ),
  /** TikTok Shop takes only results that pass or that the seller approved with a reason. */
  tiktok: (ids: string[]) =>
    new AppError(
      422,
      'export_review_required',
      localize('catalogueExport.error.tiktokReview', { count: ids.length }),
      details(ids),
    ),
  /** Every result needs review: leaving them out would leave an empty ZIP. */
  allNeedReview: (ids: string[]) =>
    new AppError(
      422,
      'export_review_required',
      localize('catalogueExport.error.allNeedReview', { count: ids.length }),
      details(ids),
    ),
};

/**
 * Issue 41: an export's results, less those that need review (`needsReview` of their garment
 * fidelity report and approval), decided before anything is written. TikTok Shop refuses them all
 * whatever the choice; `ask` refuses so the caller can ask; otherwise they are left out and
 * counted. A result checked before issue 41 (no report) goes in as before.
 */
export async function reviewExportSource(
  db: Db,
  userId: string,
  generationIds: string[],
  preset: ExportPreset,
  choice: ExportReviewChoice = 'leave-out',
): Promise<{ generationIds: string[]; leftOut: string[] }> {
  const rows = await db
    .select({
      id: generations.id,
      fidelity: generations.fidelity,
      approval: generations.fidelityApproval,
    })
    .from(generations)
    .where(and(eq(generations.userId, userId), inArray(generations.id, generationIds)));
  const unreviewed = new Set(
    rows
      .filter((row) => needsReview(row.fidelity as FidelityReport | null, row.approval))
      .map((row) => row.id),
  );
  // In the export's order, so the answer names them as the grid shows them.
  const leftOut = generationIds.filter((id) => unreviewed.has(id));
  if (leftOut.length === 0) return { generationIds, leftOut };
  if (preset === 'tiktok-shop') throw reviewErrors.tiktok(leftOut);
  if (choice === 'ask') throw reviewErrors.ask(leftOut);
  if (leftOut.length === generationIds.length) throw reviewErrors.allNeedReview(leftOut);
  return { generationIds: generationIds.filter((id) => !unreviewed.has(id)), leftOut };
}
