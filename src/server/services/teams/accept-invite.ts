import { count, eq } from 'drizzle-orm';
import { teamInvites, teamMembers, teams } from '../../db/schema.ts';
import type { UserRow } from '../auth/start-session.ts';
import { forgetUser } from '../auth/auth-cache.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { listMembers, ownedTeamId, seatsOf } from './read-team.ts';
import { findMembership } from './resolve-account.ts';
import { findOpenInvite } from './find-open-invite.ts';
import type { TeamDeps } from './team-deps.ts';
import { teamErrors } from './team-errors.ts';

/**
 * POST /team/invites/accept (decision 103): the signed-in person joins the team whose link
 * they followed, only with the invited address, once (the invitation is deleted), before it
 * expires, while the owner's plan has team access and a free seat. From their next call they
 * act on the owner's account. Accepting twice is not an error.
 */
export async function acceptInvite(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  user: UserRow,
  token: string,
) {
  const now = deps.clock.now();
  const invite = await findOpenInvite(deps.db, token, now);
  if (invite.email !== user.email.toLowerCase()) throw teamErrors.inviteOtherEmail();
  if (invite.ownerId === user.id) throw teamErrors.selfInvite();
  const membership = await findMembership(deps.db, user.id);
  if (membership?.teamId === invite.teamId) return { teamId: invite.teamId };
  if (membership) throw teamErrors.alreadyMember();
  const ownTeam = await ownedTeamId(deps.db, user.id);
  if (ownTeam && (await listMembers(deps.db, ownTeam)).length) throw teamErrors.ownerHasMembers();
  const { plan } = await readCurrentPlan(deps.db, invite.ownerId, now);
  if (!plan.teamAccess) throw teamErrors.planHasNoTeam();
  const seats = seatsOf(plan);

  await deps.db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, invite.teamId)).for('update');
    const [members] = await tx
      .select({ n: count() })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, invite.teamId));
    if (1 + members!.n >= seats) throw teamErrors.seatsFull(seats);
    await tx.insert(teamMembers).values({ teamId: invite.teamId, userId: user.id, joinedAt: now });
    await tx.delete(teamInvites).where(eq(teamInvites.id, invite.id));
  });
  // Their cached "in no team" goes at once here; other processes hear it from the database.
  forgetUser(user.id);
  return { teamId: invite.teamId };
}
