import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/server/db/schema.ts';
import { ownedProgressQuery } from '../../src/server/services/history/history-items.ts';
import { countedJobReadQuery } from '../../src/server/services/public-api/count-and-read-job.ts';

/** A statement's text and values, as the bare server's BARE_STATEMENT takes them. */
export interface BareStatement {
  text: string;
  values: unknown[];
}

// drizzle only builds text here: no connection is made.
const db = drizzle.mock({ schema }) as unknown as Parameters<typeof countedJobReadQuery>[0];

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
      generations: statementOf(ownedProgressQuery(db), {
        id: jobId,
        userId: owner.user_id,
      }),
      jobs: statementOf(countedJobReadQuery(db), {
        tokenId: owner.token_id,
        // A minute long past: the floor's count must not use up the token's real minute,
        // which the API's own reads of the same token count against.
        windowStart: new Date('2000-01-01T00:00:00Z'),
        limit: 2_000_000_000,
        id: jobId,
        userId: owner.user_id,
      }),
    };
  } finally {
    await client.end();
  }
}
