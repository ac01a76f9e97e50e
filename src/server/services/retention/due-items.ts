import {
  and,
  eq,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { RETENTION_DAYS, RETENTION_NOTICE_DAYS, DAY_MS } from '../../../contracts/retention.ts';
import type { PlanId } from '../../../contracts/plans.ts';
import type { Db } from '../../db/database.ts';
import { assets, generations } from '../../db/schema.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';

/**
 * Which rows retention covers (decision 058): finished generations (a running one is left to its
 * job), and the library's own assets; copies of shipped samples are the product's, not personal
 * data, and stay.
 */
export const retainedGeneration = ne(generations.status, 'processing');
export const retainedAsset = or(isNull(assets.origin), sql`${assets.origin} not like 'sample:%'`)!;

/** No plan keeps less than this: nothing younger needs a look. */
const SHORTEST_DAYS = Math.min(...Object.values(RETENTION_DAYS));

/**
 * The users holding anything that may be due a notice or a removal at `now`: one pass over the
 * two tables' (user, created) indexes.
 */
export async function usersWithOldItems(db: Db, now: Date): Promise<string[]> {
  const before = new Date(now.getTime() - (SHORTEST_DAYS - RETENTION_NOTICE_DAYS) * DAY_MS);
  const rows = await db
    .selectDistinct({ userId: generations.userId })
    .from(generations)
    .where(and(retainedGeneration, lt(generations.createdAt, before)))
    .union(
      db
        .selectDistinct({ userId: assets.userId })
        .from(assets)
        .where(and(retainedAsset, lt(assets.createdAt, before))),
    );
  return rows.map((row) => row.userId);
}

/** How many days the user's current plan keeps their results and uploads. */
export async function retentionDaysOf(db: Db, userId: string, now: Date): Promise<number> {
  const { plan } = await readCurrentPlan(db, userId, now);
  return RETENTION_DAYS[plan.id as PlanId];
}

/** The cut-offs of one user at `now`, as conditions on each table. */
export function dueConditions(days: number, now: Date) {
  const noticeBefore = new Date(now.getTime() - (days - RETENTION_NOTICE_DAYS) * DAY_MS);
  const expiredBefore = new Date(now.getTime() - days * DAY_MS);
  // Announced at least a week ago: a downgrade or a late notice only postpones removal.
  const announcedBy = new Date(now.getTime() - RETENTION_NOTICE_DAYS * DAY_MS);
  const of = (createdAt: Column, notice: Column) => ({
    notice: and(lt(createdAt, noticeBefore), isNull(notice)) as SQL,
    removal: and(lt(createdAt, expiredBefore), isNotNull(notice), lte(notice, announcedBy)) as SQL,
  });
  return {
    generations: of(generations.createdAt, generations.retentionNoticeAt),
    assets: of(assets.createdAt, assets.retentionNoticeAt),
  };
}

export const ownedGeneration = (userId: string) =>
  and(eq(generations.userId, userId), retainedGeneration)!;
export const ownedAsset = (userId: string) => and(eq(assets.userId, userId), retainedAsset)!;
