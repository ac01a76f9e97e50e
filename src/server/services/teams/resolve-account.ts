import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teamMembers, teams, users } from '../../db/schema.ts';
import type { UserRow } from '../auth/start-session.ts';
import type { Plan } from '../../../contracts/plans.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { cached } from '../auth/auth-cache.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TeamMembership {
  teamId: string;
  owner: UserRow;
}

/**
 * The team `userId` is a member of, read from the database (the team services' checks, and
 * `teamAccountOf` when its cache has no answer). Someone in no team costs one indexed read of
 * `team_members`; the owner's row is read only for a member.
 */
export async function findMembership(db: Db | Tx, userId: string): Promise<TeamMembership | null> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId, ownerId: teams.ownerId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  if (!row) return null;
  const [owner] = await db.select().from(users).where(eq(users.id, row.ownerId));
  return owner ? { teamId: row.teamId, owner } : null;
}

export type TeamAccount = { owner: UserRow; plan: Plan } | null;

async function readTeamAccount(db: Db, userId: string, now: Date): Promise<TeamAccount> {
  const membership = await findMembership(db, userId);
  if (!membership) return null;
  const { owner } = membership;
  if (owner.isDisabled || owner.closingAt) return null;
  const { plan } = await readCurrentPlan(db, owner.id, now);
  return plan.teamAccess ? { owner, plan } : null;
}

/**
 * The team account `userId` acts on (decision 103): the owner's, with its plan, while the
 * owner's account is open and that plan includes team access; null for anyone else. Kept
 * `ttlMs` in this process like sessions and tokens (decision 107): joining, leaving or a removal
 * (the member's id) and the owner's account or plan changing (the owner's id) are announced by
 * the database after the commit and forget it in every process; the team services also forget
 * it here at once. Someone in no team is kept too: that answer is the common one.
 */
export async function teamAccountOf(
  db: Db,
  userId: string,
  now: Date,
  ttlMs = 0,
): Promise<TeamAccount> {
  const entry = await cached(
    `team:${userId}`,
    ttlMs,
    ({ team }) => (team ? [userId, team.owner.id] : userId),
    async () => ({ team: await readTeamAccount(db, userId, now) }),
  );
  return entry!.team;
}

/**
 * The account a signed-in person acts on (decision 103): for a team member, the owner's;
 * otherwise their own. Credits, library, history and catalogue are read and written on this
 * account; the person stays the actor recorded on each spend.
 * @example const { account, member } = await resolveAccount(db, user, now); // account.id = owner's
 */
export async function resolveAccount(
  db: Db,
  user: UserRow,
  now: Date,
  ttlMs = 0,
): Promise<{ account: UserRow; member: boolean }> {
  const team = await teamAccountOf(db, user.id, now, ttlMs);
  return team ? { account: team.owner, member: true } : { account: user, member: false };
}
