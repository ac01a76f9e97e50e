import { and, eq } from 'drizzle-orm';
import type { StudioTool } from '../../../contracts/studio.ts';
import { generations } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { Job } from '../../routes/public-api/v1-schemas.ts';
import type { ApiCaller } from '../api-tokens/authenticate-api-token.ts';
import { cancelGeneration } from '../generation/cancel-generation.ts';
import type { GenerationDeps } from '../generation/generation-deps.ts';
import type { HistoryDeps } from '../history/history-items.ts';
import { publicApiErrors } from './public-api-errors.ts';
import { readApiJob } from './read-api-jobs.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const finalStatus: Record<string, string> = {
  success: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * POST /v1/jobs/{id}/cancel (decision 078): an unfinished job of the account is cancelled and
 * its credits given back; the job as GET answers it after. Any token of the account may cancel
 * what GET reads (decision 129: scopes are per account); a job of a service the token lacks is
 * 403, one of another account 404 like an unknown id; a finished job is 409
 * `job_already_finished`.
 */
export async function cancelApiJob(
  deps: HistoryDeps & Pick<GenerationDeps, 'clock' | 'queue'>,
  caller: ApiCaller,
  id: string,
): Promise<Job> {
  if (!uuidPattern.test(id)) throw errors.notFound();
  const [row] = await deps.db
    .select({ tool: generations.tool, status: generations.status })
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, caller.userId)));
  if (!row) throw errors.notFound();
  const service = row.tool as StudioTool;
  if (!caller.services.includes(service)) throw publicApiErrors.serviceNotPermitted(service);
  if (!(await cancelGeneration(deps, id))) {
    // Finished before, or between the read and the cancel: say how it ended.
    const [now] = await deps.db
      .select({ status: generations.status })
      .from(generations)
      .where(eq(generations.id, id));
    throw publicApiErrors.jobAlreadyFinished(finalStatus[now?.status ?? row.status] ?? 'failed');
  }
  return readApiJob(deps, caller, id, undefined, { inline: false });
}
