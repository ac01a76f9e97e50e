import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import {
  progressBatchValues,
  progressOfCallsStatement,
} from '../../src/server/services/history/status-reads.ts';
import { leanStatement } from '../../src/server/db/lean-prepared.ts';
import {
  countedJobStatement,
  jobBatchValues,
} from '../../src/server/services/public-api/count-and-read-job.ts';

/** A statement's text and values, as the bare server's BARE_STATEMENT takes them. */
export interface BareStatement {
  text: string;
  values: unknown[];
}

const statementOf = (
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
): BareStatement => {
  const { sql, params } = query.toSQL();
  return { text: sql, values: fillPlaceholders(params, values) };
};

/**
 * The very statements of the two status reads, with the values a read of `jobId` by its owner
 * sends, for the reads bench's statement floors (decision 113). The job statement counts a call
 * of one of the owner's tokens, under a limit no run reaches, as the read counts every call, in
 * a minute of its own.
 */
export async function readStatements(
  databaseUrl: string,
  jobId: string,
): Promise<{ jobs: BareStatement; generations: BareStatement }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [owner],
    } = await client.query<{ user_id: string; token_id: string }>(
      `select g.user_id, t.id as token_id from generations g
         join api_tokens t on t.user_id = g.user_id where g.id = $1 limit 1`,
      [jobId],
    );
    if (!owner) throw new Error(`no token for the owner of ${jobId}`);
    return {
      generations: statementOf(
        leanStatement(progressOfCallsStatement()),
        progressBatchValues([{ id: jobId, userId: owner.user_id }]),
      ),
      jobs: statementOf(
        leanStatement(countedJobStatement()),
        jobBatchValues([
          {
            tokenId: owner.token_id,
            // A minute long past: the floor's count must not use up the token's real minute,
            // which the API's own reads of the same token count against.
            windowStart: new Date('2000-01-01T00:00:00Z'),
            limit: 2_000_000_000,
            id: jobId,
            userId: owner.user_id,
          },
        ]),
      ),
    };
  } finally {
    await client.end();
  }
}
