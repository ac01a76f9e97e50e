import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { HistoryList, HistoryListQuery } from '../../../contracts/history.ts';
import type { HistoryFilter } from '../../../contracts/studio.ts';
import { generations } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import {
  itemColumns,
  loadFiles,
  loadShared,
  toHistoryItem,
  type HistoryDeps,
} from './history-items.ts';

/** The conditions of each history filter but 'all'. */
const filterConditions: Record<Exclude<HistoryFilter, 'all'>, () => SQL[]> = {
  completed: () => [eq(generations.status, 'success')],
  processing: () => [eq(generations.status, 'processing')],
  failed: () => [eq(generations.status, 'failed')],
  // contracts/fidelity.ts `needsReview`, in SQL.
  'needs-review': () => [
    eq(generations.status, 'success'),
    sql`${generations.fidelity}->>'verdict' in ('warn', 'fail')`,
    isNull(generations.fidelityApproval),
  ],
};

interface Cursor {
  /** created_at as PostgreSQL prints it, so the microseconds survive the round trip. */
  at: string;
  id: string;
}

/** @example encodeCursor({ at: '2026-11-21 07:53:00.123456+00', id }) // 'WyIyMDI2…' */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor of a previous page, or a 422 in the caller's language when it is not one. */
export function decodeCursor(value: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      uuid.test(parsed[1]) &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)$/.test(parsed[0]) &&
      !Number.isNaN(Date.parse(parsed[0].replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))
    ) {
      return { at: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through to the 422
  }
  throw errors.validation([{ path: 'cursor', message: 'history.invalidCursor' }]);
}

/**
 * The generations after a page's cursor, newest first: `created_at <= at and (created_at < at
 * or id < cursor id)`, written so the planner bounds the index range by `created_at`.
 */
export function afterCursor(value: string): SQL[] {
  const cursor = decodeCursor(value);
  const at = sql`${cursor.at}::timestamptz`;
  return [
    sql`${generations.createdAt} <= ${at}`,
    or(lt(generations.createdAt, at), lt(generations.id, cursor.id))!,
  ];
}

/**
 * GET /history: one page of the user's generations, newest first, optionally one tool's view
 * and one status filter. Keyset paging on (created_at, id) walks the
 * generations_user_tool_created_idx / generations_user_created_idx indexes backwards, so a
 * deep page costs the same as the first (no OFFSET).
 */
export async function listHistory(
  deps: HistoryDeps,
  userId: string,
  query: HistoryListQuery,
): Promise<HistoryList> {
  const conditions: SQL[] = [eq(generations.userId, userId)];
  if (query.tool) conditions.push(eq(generations.tool, query.tool));
  if (query.filter !== 'all') conditions.push(...filterConditions[query.filter]());
  if (query.cursor) conditions.push(...afterCursor(query.cursor));
  const rows = await deps.db
    .select({ ...itemColumns, cursorAt: sql<string>`${generations.createdAt}::text` })
    .from(generations)
    .where(and(...conditions))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const [files, shared] = await Promise.all([
    loadFiles(deps.db, page),
    loadShared(
      deps.db,
      page.map((row) => row.id),
    ),
  ]);
  return {
    items: await Promise.all(
      page.map((row) => toHistoryItem(deps.store, { ...row, shared: shared.has(row.id) }, files)),
    ),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
