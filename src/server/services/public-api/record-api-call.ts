import type { Db } from '../../db/database.ts';
import { apiCalls } from '../../db/schema.ts';

export interface ApiCallRecord {
  tokenId: string;
  userId: string;
  service: string | null;
  operation: string;
  statusCode: number;
  errorCode: string | null;
  at: Date;
}

/** One public API call, for the usage statistics of API management (decision 023). */
export async function recordApiCall(db: Db, call: ApiCallRecord): Promise<void> {
  await db.insert(apiCalls).values({
    tokenId: call.tokenId,
    userId: call.userId,
    service: call.service,
    operation: call.operation,
    statusCode: call.statusCode,
    errorCode: call.errorCode,
    createdAt: call.at,
  });
}
