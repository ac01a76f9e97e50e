import { Hono } from 'hono';
import {
  clientErrorReportSchema,
  type ClientErrorReceipt,
} from '../../../contracts/client-errors.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { parseJson } from '../../http/parse-json.ts';
import { perAddressLimit } from '../../http/rate-limit.ts';

/** A page that crashes in a loop must not fill the log: 20 reports per address in 10 minutes. */
export const CLIENT_ERROR_RATE_LIMIT = { bucket: 'client-errors', limit: 20, windowSeconds: 600 };

/**
 * POST /client-errors (public): an island's error boundary reports what broke (spec §2.1). The
 * report is written to the API's log with this request's id, which the answer returns so the
 * error screen can show it.
 */
export function clientErrorsRoutes(deps: AppDeps) {
  const limit = perAddressLimit(deps, CLIENT_ERROR_RATE_LIMIT);
  return new Hono<AppBindings>().post('/client-errors', async (c) => {
    await limit.check(c);
    const report = await parseJson(c, clientErrorReportSchema);
    await limit.consume(c);
    c.get('logger').error({ clientError: report }, 'island error');
    const receipt: ClientErrorReceipt = { request_id: c.get('requestId') };
    return c.json(receipt, 202);
  });
}
