import { and, asc, eq, gt } from 'drizzle-orm';
import { TEAM_SEATS, type TeamView } from '../../../contracts/teams.ts';
import type { Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/database.ts';
import { teamInvites, teamMembers, teams, users } from '../../db/schema.ts';
import type { UserRow } from '../auth/start-session.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { findMembership } from './resolve-account.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** People per team on a plan, the owner included (decision 103); 1 without team access. */
export function seatsOf(plan: Pick<Plan, 'id' | 'teamAccess'>): number {
  return plan.teamAccess ? (TEAM_SEATS[plan.id] ?? 1) : 1;
}

/** The id of the team `ownerId` owns, or null. */
export async function ownedTeamId(db: Db | Tx, ownerId: string): Promise<string | null> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, ownerId));
  return row?.id ?? null;
}

const person = (row: Pick<UserRow, 'id' | 'email' | 'name'>) => ({
  userId: row.id,
  email: row.email,
  name: row.name,
});

/** The members of a team, oldest first. */
export async function listMembers(db: Db | Tx, teamId: string) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt));
}

/** The invitations of a team still open at `now`. */
export async function listOpenInvites(db: Db | Tx, teamId: string, now: Date) {
  return db
    .select({ id: teamInvites.id, email: teamInvites.email, expiresAt: teamInvites.expiresAt })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), gt(teamInvites.expiresAt, now)))
    .orderBy(asc(teamInvites.createdAt));
}

/**
 * GET /team: the caller's team as they may see it. A member sees the owner and the members; the
 * owner also sees the open invitations. `user` is the signed-in person, never the account.
 */
export async function readTeam(db: Db, user: UserRow, now: Date): Promise<TeamView> {
  const membership = await findMembership(db, user.id);
  const owner = membership?.owner ?? user;
  const teamId = membership?.teamId ?? (await ownedTeamId(db, user.id));
  const { plan } = await readCurrentPlan(db, owner.id, now);
  const members = teamId ? await listMembers(db, teamId) : [];
  const invites = teamId && !membership ? await listOpenInvites(db, teamId, now) : [];
  const role = membership ? 'member' : members.length || plan.teamAccess ? 'owner' : null;
  return {
    role,
    allowed: plan.teamAccess,
    seats: seatsOf(plan),
    owner: role ? person(owner) : null,
    members: members.map((m) => ({ ...person(m), joinedAt: m.joinedAt.toISOString() })),
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}
