import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teamInvites, teams, users } from '../../db/schema.ts';
import { hashInviteToken } from './team-deps.ts';
import { teamErrors } from './team-errors.ts';

/**
 * The invitation a link's token opens, still open at `now`, with its team's owner; an unknown,
 * revoked, used or expired token is the same 404 (decision 103).
 */
export async function findOpenInvite(db: Db, token: string, now: Date) {
  const [invite] = await db
    .select({
      id: teamInvites.id,
      teamId: teamInvites.teamId,
      email: teamInvites.email,
      expiresAt: teamInvites.expiresAt,
      ownerId: teams.ownerId,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(and(eq(teamInvites.tokenHash, hashInviteToken(token)), gt(teamInvites.expiresAt, now)));
  if (!invite) throw teamErrors.inviteInvalid();
  return invite;
}
