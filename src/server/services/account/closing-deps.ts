import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { adminAuditLog } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { FirebaseVerifier } from '../auth/verify-firebase-token.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What closing, undoing and deleting an account use (decision 056). */
export interface ClosingDeps {
  db: Db;
  queue: Queue;
  store: ObjectStore;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  firebase: Pick<FirebaseVerifier, 'verify' | 'deleteUser'>;
  /** The public site, where the undo link's page lives. */
  siteUrl: string;
}

/** The undo link's token (shown once, in the mail) and the SHA-256 that is stored. */
export function newUndoToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashUndoToken(token) };
}

export function hashUndoToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The audit log's entries of the closing flow. The actor is the account owner (or the purge
 * job), not an administrator, so no admin id is recorded; the request's entry id links the
 * undo or the deletion to it after the user id is gone.
 */
export async function recordClosingStep(
  tx: Db | Tx,
  entry: {
    actor: 'account-owner' | 'system';
    action: 'account.close' | 'account.restore' | 'account.delete';
    userId: string | null;
    details: Record<string, unknown>;
  },
): Promise<string> {
  const [row] = await tx
    .insert(adminAuditLog)
    .values({
      adminId: null,
      adminEmail: entry.actor,
      action: entry.action,
      targetType: 'user',
      targetId: entry.userId,
      details: entry.details,
    })
    .returning({ id: adminAuditLog.id });
  return row!.id;
}
