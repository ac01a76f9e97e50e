import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { TEAM_INVITE_TTL_DAYS } from '../../../contracts/teams.ts';
import type { Lang } from '../../http/app-error.ts';
import { teamInvites, teamMembers, teams, users } from '../../db/schema.ts';
import type { UserRow } from '../auth/start-session.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { seatsOf } from './read-team.ts';
import { findMembership } from './resolve-account.ts';
import { newInviteToken, type TeamDeps } from './team-deps.ts';
import { teamErrors } from './team-errors.ts';
import { inviteLink, teamInviteMail } from './team-invite-mail.ts';

const DAY_MS = 86_400_000;

/**
 * POST /team/invites (owner only, decision 103): mails `email` a link that works
 * TEAM_INVITE_TTL_DAYS; only its SHA-256 is kept, and inviting the address again replaces it.
 * Refused before anything is written: a member (403), a plan without team access (403), the
 * owner's own address (400), a present member (409), no free seat (409; open invitations take
 * one). The seat count is checked again under the team's row lock.
 */
export async function inviteMember(
  deps: TeamDeps,
  owner: UserRow,
  input: { email: string; lang: Lang },
): Promise<{ id: string; email: string; expiresAt: string }> {
  const email = input.email.trim().toLowerCase();
  const now = deps.clock.now();
  if (await findMembership(deps.db, owner.id)) throw teamErrors.ownerOnly();
  const { plan } = await readCurrentPlan(deps.db, owner.id, now);
  if (!plan.teamAccess) throw teamErrors.planHasNoTeam();
  if (email === owner.email.toLowerCase()) throw teamErrors.selfInvite();
  const seats = seatsOf(plan);
  const { token, hash } = newInviteToken();
  const expiresAt = new Date(now.getTime() + TEAM_INVITE_TTL_DAYS * DAY_MS);

  const invite = await deps.db.transaction(async (tx) => {
    await tx.insert(teams).values({ ownerId: owner.id }).onConflictDoNothing();
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.ownerId, owner.id))
      .for('update');
    const teamId = team!.id;
    const [present] = await tx
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = ${email}`));
    if (present) throw teamErrors.alreadyMember();
    const [members] = await tx
      .select({ n: count() })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    const [open] = await tx
      .select({ n: count() })
      .from(teamInvites)
      .where(
        and(
          eq(teamInvites.teamId, teamId),
          gt(teamInvites.expiresAt, now),
          ne(teamInvites.email, email),
        ),
      );
    if (1 + members!.n + open!.n >= seats) throw teamErrors.seatsFull(seats);
    const [row] = await tx
      .insert(teamInvites)
      .values({ teamId, email, tokenHash: hash, invitedBy: owner.id, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: [teamInvites.teamId, teamInvites.email],
        set: { tokenHash: hash, invitedBy: owner.id, expiresAt, createdAt: now },
      })
      .returning();
    return row!;
  });

  await deps.mailer
    .send(
      teamInviteMail(input.lang, email, owner.name, inviteLink(deps.siteUrl, token, input.lang)),
    )
    .catch((err: unknown) => deps.logger.error({ err }, 'team invitation mail failed'));
  return { id: invite.id, email, expiresAt: invite.expiresAt.toISOString() };
}
