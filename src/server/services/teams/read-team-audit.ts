import { desc, eq, sql } from 'drizzle-orm';
import type { TeamAudit } from '../../../contracts/teams.ts';
import type { Db } from '../../db/database.ts';
import { creditCharges, generations, users } from '../../db/schema.ts';
import type { UserRow } from '../auth/start-session.ts';
import { listMembers, ownedTeamId } from './read-team.ts';
import { findMembership } from './resolve-account.ts';
import { teamErrors } from './team-errors.ts';

/** How many of the latest spends the audit lists. */
export const AUDIT_ENTRIES = 50;

/**
 * GET /team/audit (owner only, decision 103): who spent the account's credits. Each hold
 * records its actor (the owner when null), kept when the generation is deleted; refunds count
 * for nobody. Members with no spend are listed with 0.
 */
export async function readTeamAudit(db: Db, owner: UserRow): Promise<TeamAudit> {
  if (await findMembership(db, owner.id)) throw teamErrors.ownerOnly();
  const teamId = await ownedTeamId(db, owner.id);
  const actor = sql<string>`coalesce(${creditCharges.actorId}, ${creditCharges.userId})`;
  const [totals, members, latest] = await Promise.all([
    db
      .select({
        userId: actor,
        credits: sql<number>`coalesce(sum(${creditCharges.amount}) filter (where ${creditCharges.status} <> 'refunded'), 0)::int`,
        generations: sql<number>`count(*) filter (where ${creditCharges.status} <> 'refunded')::int`,
      })
      .from(creditCharges)
      .where(eq(creditCharges.userId, owner.id))
      .groupBy(actor),
    teamId ? listMembers(db, teamId) : [],
    db
      .select({
        userId: actor,
        name: users.name,
        tool: generations.tool,
        credits: creditCharges.amount,
        status: creditCharges.status,
        at: creditCharges.createdAt,
      })
      .from(creditCharges)
      .leftJoin(users, sql`${users.id} = ${actor}`)
      .leftJoin(generations, eq(generations.id, creditCharges.generationId))
      .where(eq(creditCharges.userId, owner.id))
      .orderBy(desc(creditCharges.createdAt), desc(creditCharges.id))
      .limit(AUDIT_ENTRIES),
  ]);
  const spent = new Map(totals.map((row) => [row.userId, row]));
  const people = [owner, ...members].map((p) => ({
    userId: p.id,
    email: p.email,
    name: p.name,
    credits: spent.get(p.id)?.credits ?? 0,
    generations: spent.get(p.id)?.generations ?? 0,
  }));
  // Former members still appear in the entries; their totals stay with the account.
  return {
    people,
    entries: latest.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
