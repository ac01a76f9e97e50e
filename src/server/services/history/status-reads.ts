import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { coalesced } from '../../db/coalesced.ts';
import { leanPrepared, leanStatement, selectList } from '../../db/lean-prepared.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { generations } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import {
  filesColumn,
  ownedRow,
  selectOwned,
  sharedColumn,
  statusColumns,
  uuidPattern,
  withFiles,
  type FileRow,
  type StatusRow,
} from './history-items.ts';

// The status reads: a progress poll of the studio (`GET /ai/generations/{id}`) and a job read of
// the public API (`GET /v1/jobs/{id}`), the two hottest reads (issue 44). Each selects only what
// its answer shows (decision 137), and many calls share one statement (decision 139).

/**
 * The credits a generation holds or kept, a refunded charge counting 0
 * (credit_charges.generation_id is unique: at most one charge per generation).
 */
const creditsColumn =
  sql<number>`coalesce((select case when c.status = 'refunded' then 0 else c.amount end from credit_charges c where c.generation_id = "generations"."id"), 0)`.mapWith(
    Number,
  );

/** What the session's status read selects (decision 137): the status columns with the files. */
const progressColumns = { ...statusColumns, shared: sharedColumn, files: filesColumn };
/** What the public API's job read selects: the status columns, the files and the credits. */
export const jobColumns = { ...progressColumns, credits: creditsColumn };

/** One status read's select, as drizzle runs it: what the batched read's rows are held to in tests. */
export const ownedProgressQuery = (db: Db) =>
  db.select(progressColumns).from(generations).where(ownedRow).limit(1);

/**
 * The generation a row of `calls` asks for, if it is its user's, as `fields`: a lateral subquery,
 * so each call is one look-up by the primary key. Joined directly, the planner takes the JSON's
 * calls for a hundred rows and scans the whole table; `limit 1` keeps it from undoing the
 * lateral.
 */
export const ownedRowOfCall = (fields: Record<string, unknown>) =>
  sql`select ${selectList(fields)} from ${generations} where ${generations.id} = "calls"."id" and ${generations.userId} = "calls"."user_id" limit 1`;

/** One call of a status read: the generation and the user who asks for it. */
export interface OwnedAsk {
  id: string;
  userId: string;
}

/**
 * The session's status read, many calls in one statement (decision 139): each call is a row of
 * `calls`, joined to its generation, so a call answers its own row (none when the generation is
 * not its user's). The calls come as JSON so that one generic plan serves every batch size (see
 * countedJobStatement). Run without drizzle's execute (decision 138).
 */
const progressFields = { call: sql<number>`"calls"."call"`, ...progressColumns };
export const progressOfCallsStatement = () =>
  sql`select "calls"."call", "found".* from json_to_recordset(${sql.placeholder('calls')}::json) as "calls"("call" int, "id" uuid, "user_id" uuid) join lateral (${ownedRowOfCall(progressColumns)}) as "found" on true`;
/** The statement's value for a batch of calls. */
export const progressBatchValues = (asks: OwnedAsk[]) => ({
  calls: JSON.stringify(asks.map(({ id, userId }, i) => ({ call: i + 1, id, user_id: userId }))),
});
const progressOfCalls = preparedPerDatabase('owned_progress_calls', (db, name) => {
  const statement = leanPrepared<FoundStatus['row'] & { call: number; files: FileRow[] | null }>(
    db,
    name,
    leanStatement(progressOfCallsStatement()),
    progressFields,
  );
  return coalesced(async (asks: OwnedAsk[]) => {
    const rows = await statement.execute(progressBatchValues(asks));
    const answers = new Array<Omit<(typeof rows)[number], 'call'> | null>(asks.length).fill(null);
    for (const { call, ...row } of rows) answers[call - 1] = row;
    return answers;
  });
});
/** The job read's select for one call, built once per database (decision 075): `findOwnedJob`. */
const ownedJob = preparedPerDatabase('owned_job', (db, name) =>
  db.select(jobColumns).from(generations).where(ownedRow).limit(1).prepare(name),
);

/** What a status read finds: the status columns, whether it is shared, and its files. */
export interface FoundStatus {
  row: StatusRow & { shared: boolean };
  files: Map<string, FileRow>;
}

/** The status read's findOwnedWithFiles (decision 137): only what a progress answer shows. */
export async function findOwnedProgress(db: Db, userId: string, id: string): Promise<FoundStatus> {
  if (!uuidPattern.test(id)) throw errors.notFound();
  const found = await progressOfCalls(db)({ id, userId });
  if (!found) throw errors.notFound();
  return withFiles(found);
}

/** findOwnedProgress with the generation's credits, for the public API's job read. */
export async function findOwnedJob(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: FoundStatus['row'] & { credits: number }; files: Map<string, FileRow> }> {
  return withFiles(await selectOwned(ownedJob(db), userId, id));
}
