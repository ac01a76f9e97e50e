import type { Db } from '../../db/database.ts';
import { adminAuditLog } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AdminAction {
  admin: { id: string; email: string };
  /** What was done, e.g. 'user.update' or 'blog.post.publish'. */
  action: string;
  targetType: string;
  targetId: string | null;
  /** The values before and after, or whatever tells the change; never a secret. */
  details?: Record<string, unknown>;
}

/**
 * Writes one administrator change to the audit log (issue 10), in the transaction that makes
 * the change, so a change is never without its entry nor an entry without its change.
 */
export async function recordAdminAction(tx: Db | Tx, entry: AdminAction): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: entry.admin.id,
    adminEmail: entry.admin.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
}
