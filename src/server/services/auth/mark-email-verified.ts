import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { grantFreePlanCredits } from '../credits/grant-credits.ts';
import { nextTokensValidAfter } from './access-tokens.ts';
import { forgetUser } from './auth-cache.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The mailbox owner has proved themselves (a mailed code or reset link). Identities linked
 * without a verified email may belong to someone who only typed this address at a provider, so
 * they are removed and their sessions ended (decision 007). A verified account receives the free
 * plan's credits (once).
 */
export async function markEmailVerified(tx: Tx, userId: string, now: Date): Promise<void> {
  const dropped = await tx
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.emailVerified, false)))
    .returning({ id: userIdentities.id });
  const [user] = await tx
    .select({ tokensValidAfter: users.tokensValidAfter })
    .from(users)
    .where(eq(users.id, userId));
  await tx
    .update(users)
    .set({
      isVerified: true,
      updatedAt: now,
      ...(dropped.length && user
        ? { tokensValidAfter: nextTokensValidAfter(now, user.tokensValidAfter) }
        : {}),
    })
    .where(eq(users.id, userId));
  forgetUser(userId);
  await grantFreePlanCredits(tx, userId, now);
}
