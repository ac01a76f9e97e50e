import { and, desc, eq, gt } from 'drizzle-orm';
import { adminAuditLog, users } from '../../db/schema.ts';
import { accountClosingMail } from './account-closing-mails.ts';
import { closingErrors } from './closing-errors.ts';
import { hashUndoToken, recordClosingStep, type ClosingDeps } from './closing-deps.ts';
import { forgetUser } from '../auth/auth-cache.ts';

/**
 * POST /auth/account/restore: the mailed undo link, without signing in (decision 056). Within
 * the grace period it clears the closing state in one update, which also spends the link; every
 * row and file was kept, so this restores everything. Sessions stay signed out: the owner signs
 * in again. After the grace period, or a second time, the link is refused.
 */
export async function restoreAccount(deps: ClosingDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  const restored = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ closingAt: null, deleteAfter: null, closureUndoHash: null, updatedAt: now })
      .where(and(eq(users.closureUndoHash, hashUndoToken(token)), gt(users.deleteAfter, now)))
      .returning();
    if (!user) return null;
    await recordClosingStep(tx, {
      actor: 'account-owner',
      action: 'account.restore',
      userId: user.id,
      details: { request: await closingRequestId(tx, user.id) },
    });
    return user;
  });
  if (!restored) throw closingErrors.undoInvalid();
  forgetUser(restored.id);
  const lang = restored.locale === 'en' ? 'en' : 'vi';
  await deps.mailer
    .send(accountClosingMail(lang, 'restored', restored))
    .catch((error: unknown) =>
      deps.logger.error({ err: error, userId: restored.id }, 'account restored mail not sent'),
    );
}

/** The audit entry of the latest closing request of a user: the undo and deletion point to it. */
export async function closingRequestId(
  db: Pick<ClosingDeps['db'], 'select'>,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, 'account.close'),
        eq(adminAuditLog.targetType, 'user'),
        eq(adminAuditLog.targetId, userId),
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return row?.id ?? null;
}
