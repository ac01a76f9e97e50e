import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teamMembers } from '../../db/schema.ts';
import { forgetUser } from '../auth/auth-cache.ts';
import type { UserRow } from '../auth/start-session.ts';
import { teamErrors } from './team-errors.ts';

/**
 * DELETE /team/members/me (decision 103): a member leaves the team. Their cached team is
 * forgotten here at once, and in other processes by the database's notice (decision 107), so
 * from their next call they act on their own account again, kept untouched meanwhile.
 * Someone in no team (an owner included: a team is its owner's account) gets a 404.
 */
export async function leaveTeam(db: Db, caller: UserRow): Promise<void> {
  const left = await db
    .delete(teamMembers)
    .where(eq(teamMembers.userId, caller.id))
    .returning({ userId: teamMembers.userId });
  if (!left.length) throw teamErrors.notFound();
  forgetUser(caller.id);
}
