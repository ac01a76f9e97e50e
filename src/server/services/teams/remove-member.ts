import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teamInvites, teamMembers } from '../../db/schema.ts';
import type { UserRow } from '../auth/start-session.ts';
import { leaveTeam } from './leave-team.ts';
import { ownedTeamId } from './read-team.ts';
import { forgetUser } from '../auth/auth-cache.ts';
import { findMembership } from './resolve-account.ts';
import { teamErrors } from './team-errors.ts';

/**
 * DELETE /team/members/:userId (decision 103): the owner removes a member, or a member leaves
 * (their own id). The removed person's cached team is forgotten here at once, and in other
 * processes by the database's notice (decision 107), so they act on their own account from
 * their next call. Another member's removal by a member is a 403;
 * anyone not in the owner's team is a 404.
 */
export async function removeMember(db: Db, caller: UserRow, memberId: string): Promise<void> {
  const membership = await findMembership(db, caller.id);
  if (membership) {
    if (memberId !== caller.id) throw teamErrors.ownerOnly();
    return leaveTeam(db, caller);
  }
  const teamId = await ownedTeamId(db, caller.id);
  const removed = teamId
    ? await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)))
        .returning({ userId: teamMembers.userId })
    : [];
  if (!removed.length) throw teamErrors.notFound();
  forgetUser(memberId);
}

/** DELETE /team/invites/:id (owner only): the link stops working at once. */
export async function revokeInvite(db: Db, caller: UserRow, inviteId: string): Promise<void> {
  if (await findMembership(db, caller.id)) throw teamErrors.ownerOnly();
  const teamId = await ownedTeamId(db, caller.id);
  const removed = teamId
    ? await db
        .delete(teamInvites)
        .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.id, inviteId)))
        .returning({ id: teamInvites.id })
    : [];
  if (!removed.length) throw teamErrors.notFound();
}
