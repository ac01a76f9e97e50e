import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReviewList, ReviewNotice } from '../../../contracts/admin-payments.ts';
import type { Db } from '../../db/database.ts';
import { paymentNotifications } from '../../db/schema.ts';
import { recordAdminAction, type AdminAction } from '../admin/record-admin-action.ts';
import { paymentAdminErrors } from './payment-errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The oldest first, as many as one look can take in; resolving them brings the next. */
const REVIEW_PAGE = 200;

type NoticeRow = typeof paymentNotifications.$inferSelect;

/** GET /api/admin/payments/review: money that settled nothing, not resolved yet (decision 131). */
export async function listNoticesToReview(db: Db): Promise<ReviewList> {
  const rows = await db
    .select()
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.needsReview, true), isNull(paymentNotifications.resolvedAt)))
    .orderBy(asc(paymentNotifications.receivedAt))
    .limit(REVIEW_PAGE);
  return { notices: rows.map(toReviewNotice) };
}

/**
 * POST /api/admin/payments/review/{id}/resolve: the admin's note on what was done (a refund by
 * hand, the order settled another way), with the audit entry, in one transaction. Resolving
 * twice is refused, so a note is never overwritten.
 */
export async function resolveNotice(
  db: Db,
  input: { id: string; resolution: string; admin: AdminAction['admin']; now: Date },
): Promise<void> {
  if (!UUID.test(input.id)) throw paymentAdminErrors.noticeNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.id, input.id))
      .for('update');
    if (!row) throw paymentAdminErrors.noticeNotFound();
    if (!row.needsReview) throw paymentAdminErrors.notToReview();
    if (row.resolvedAt) throw paymentAdminErrors.alreadyResolved();
    await tx
      .update(paymentNotifications)
      .set({ resolvedAt: input.now, resolvedBy: input.admin.id, resolution: input.resolution })
      .where(eq(paymentNotifications.id, row.id));
    await recordAdminAction(tx, {
      admin: input.admin,
      action: 'payment.review.resolve',
      targetType: 'payment_notification',
      targetId: row.id,
      details: { reference: row.reference, outcome: row.outcome, resolution: input.resolution },
    });
  });
}

function toReviewNotice(row: NoticeRow): ReviewNotice {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    gateway: row.gateway,
    reference: row.reference,
    outcome: row.outcome,
    amount: reportedAmount(payload),
    received_at: row.receivedAt.toISOString(),
    payload,
  };
}

/** The amount a provider's payload names (MoMo's and ZaloPay's `amount`, payOS's `data.amount`). */
function reportedAmount(payload: Record<string, unknown>): number | null {
  const data = payload.data;
  const inner = data && typeof data === 'object' ? (data as Record<string, unknown>).amount : null;
  const value = payload.amount ?? inner;
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}
