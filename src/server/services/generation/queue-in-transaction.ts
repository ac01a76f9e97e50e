import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * pg-boss's `db` option on the caller's transaction, so a job is queued only if the rows that
 * need it commit (and never lost if they do). Its `$n` placeholders become drizzle parameters.
 */
export function queueExecutor(tx: Tx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, index) => {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`);
      });
      const result = await tx.execute(sql.join(chunks, sql.raw('')));
      return { rows: result.rows as unknown[] };
    },
  };
}
