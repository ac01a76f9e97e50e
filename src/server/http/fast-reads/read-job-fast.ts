import type { StudioTool } from '../../../contracts/studio.ts';
import type { AppDeps } from '../../app-deps.ts';
import { authenticateApiToken } from '../../services/api-tokens/authenticate-api-token.ts';
import { isApiVersion } from '../../services/public-api/api-versions.ts';
import { countAndReadJob } from '../../services/public-api/count-and-read-job.ts';
import { readApiJob } from '../../services/public-api/read-api-jobs.ts';
import { callRecorder, callRefusal, callVersion, rateLimitHeaders } from '../api-token-auth.ts';
import { AppError } from '../app-error.ts';
import { fastAnswer } from './fast-answer.ts';
import type { FastRead } from './fast-reads.ts';

/**
 * GET /v1/jobs/{id} (v1.routes.ts) before the app: `apiTokenAuth` with the count that reads the
 * job (decision 107), then `readApiJob`. A token the guard would refuse, or a version it does not
 * know, goes to the app before anything is counted; once counted, the call is answered here,
 * refusals included, and recorded for the usage statistics as the guard records it.
 */
export function readJobFast(deps: AppDeps): FastRead {
  const db = deps.database.db;
  const ttlMs = deps.env.AUTH_CACHE_TTL_MS;
  const history = { db, store: deps.store };
  const recordCall = callRecorder(deps);
  const answer = fastAnswer(deps, '/v1/jobs/:id');
  return async (exchange) => {
    const now = deps.clock.now();
    const { headers: asked } = exchange.req;
    const caller = await authenticateApiToken(db, asked.authorization, now, ttlMs).catch(
      () => null,
    );
    if (!caller) return false;
    const version = callVersion(caller, asked['kieu-version'] as string | undefined);
    if (!isApiVersion(version)) return false;
    const record = (service: StudioTool | null, statusCode: number, errorCode: string | null) =>
      recordCall({ caller, service, operation: 'get-job', statusCode, errorCode, at: now });
    let headers: Record<string, string> = { 'kieu-version': version };
    try {
      const { counted, job } = await countAndReadJob(
        db,
        { tokenId: caller.tokenId, limit: caller.rateLimitPerMinute, userId: caller.userId },
        exchange.id,
        now,
      );
      headers = { ...rateLimitHeaders(caller, counted), ...headers };
      const refusal = callRefusal(caller, counted, version, null);
      if (refusal) throw refusal;
      const result = await readApiJob(history, caller, exchange.id, job);
      answer.ok(exchange, result, headers);
      record(result.service, 200, null);
    } catch (error) {
      const status = answer.error(exchange, error, headers);
      record(null, status, error instanceof AppError ? error.code : `http_${status}`);
    }
    return true;
  };
}
