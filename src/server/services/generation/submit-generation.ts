import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { GenerateRequest } from '../../../contracts/generation.ts';
import { toolInputs } from '../../../contracts/generation.ts';
import type { InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import { generations, users } from '../../db/schema.ts';
import { copyInputs, removeCopies } from './copy-inputs.ts';
import { assertInputConsent, inputSlots } from './input-consent.ts';
import { GENERATION_DEADLINE } from './job-names.ts';
import { recordGeneration } from './record-generation.ts';
import { cellLabelOf } from '../catalogue/cell-label.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { resolutionAllowed } from '../billing/plan-gates.ts';
import { generationErrors } from './generation-errors.ts';
import { hashSubmit } from './hash-submit.ts';
import { secondsUntilOneEnds, type RunningJob } from './slot-wait.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { engineNameFor } from '../../engine/engine.ts';
import { queueExecutor } from './queue-in-transaction.ts';
import { parseToolParams } from './tool-params.ts';
import { hairstyleRecord } from './hairstyle-record.ts';
import { assertInstructionUnderstood } from './check-edit-instruction.ts';
import type { EditingParams } from '../../../contracts/tools.ts';

type Row = typeof generations.$inferSelect;

/**
 * Spec §5, §9 and DESIGN.md (Generation): checks the prerequisites and parameters, copies the
 * inputs, then in ONE transaction records the generation, holds its credits and queues its job.
 * A repeated `Idempotency-Key` answers the first submit's generation and charges nothing; the
 * same key with another request is a 409 (issue 18).
 */
export async function submitGeneration(
  deps: GenerationDeps,
  input: {
    userId: string;
    tool: StudioTool;
    request: Required<Pick<GenerateRequest, 'inputs' | 'params'>> & { mask?: string };
    idempotencyKey?: string;
    /** Set for a public API submit (decision 023). */
    api?: {
      tokenId: string;
      webhookUrl?: string;
      maxConcurrentJobs: number;
      /** Cancel-After (decision 078): cancelled and refunded if unfinished this long after. */
      cancelAfterSeconds?: number;
      /** Decision 080: the finished job also carries small results as data URIs. */
      returnBase64?: boolean;
      /**
       * Decision 080: turns inputs given by URL or data URI into upload ids, after the request
       * is checked and before anything is held; a key's replay never runs it.
       */
      storeInputs?: (
        inputs: Partial<Record<InputImageRole, string>>,
      ) => Promise<Partial<Record<InputImageRole, string>>>;
    };
    /** The studio's cap on an account's unfinished generations (security issue). */
    maxStudioJobs?: number;
  },
): Promise<{ row: Row; balance: number | null; replayed: boolean }> {
  const requestHash = input.idempotencyKey ? hashSubmit(input) : null;
  if (input.idempotencyKey) {
    const earlier = await findByKey(deps, input.userId, input.idempotencyKey);
    if (earlier) return replay(earlier, requestHash);
  }
  const surface = input.api ? 'api' : 'studio';
  const inputs = input.request.inputs as Partial<Record<InputImageRole, string>>;
  const { required, optional } = toolInputs[input.tool];
  for (const role of required) {
    if (!inputs[role]) throw generationErrors.missingInputs(input.tool, `inputs.${role}`, surface);
  }
  const allowed = new Set<string>([...required, ...optional]);
  let chosen = Object.fromEntries(
    Object.entries(inputs).filter(([role]) => allowed.has(role)),
  ) as Partial<Record<InputImageRole, string>>;
  const params = parseToolParams(input.tool, input.request.params, surface);
  if (input.tool === 'hairstyle-changer') {
    Object.assign(params, hairstyleRecord(String(params.styleId)));
  }
  if (input.tool === 'image-editing') {
    assertInstructionUnderstood(engineNameFor(deps.engine, input.tool), params as EditingParams);
  }
  // Decision 060: an option the model of this tool cannot use is refused before any hold.
  const unsupported = deps.engine.unsupportedOption?.(input.tool, {
    params,
    face: input.tool === 'body-generator' && Boolean(chosen.face),
    mask: input.tool === 'hairstyle-changer' && Boolean(input.request.mask),
  });
  if (unsupported) throw generationErrors.optionNotSupported(unsupported.option, unsupported.model);
  // Spec §6 gates, decided on the server from the plan in force now.
  const { plan } = await readCurrentPlan(deps.db, input.userId, deps.clock.now());
  const resolution = (params as { resolution?: string }).resolution;
  if (resolution && !resolutionAllowed(plan, resolution)) {
    throw generationErrors.resolutionNotInPlan(resolution, plan.maxResolution);
  }
  // Decision 093: a slot that shows a person needs a consent record behind it.
  await assertInputConsent(deps, input.userId, inputSlots(chosen), surface);

  if (input.api?.storeInputs) chosen = await input.api.storeInputs(chosen);
  const generationId = randomUUID();
  const mask = input.tool === 'hairstyle-changer' ? input.request.mask : undefined;
  const copies = await copyInputs(deps, {
    userId: input.userId,
    generationId,
    inputs: chosen,
    mask,
    surface,
  });
  const now = deps.clock.now();
  // Issue 20: a try-on of a garment with a SKU carries its label, so an export can name it.
  const catalogue =
    input.tool === 'virtual-tryon' && chosen.clothing && chosen.person
      ? await cellLabelOf(deps.db, input.userId, chosen.clothing, chosen.person)
      : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const { row, balanceAfter } = await recordGeneration(tx, deps, {
        generationId,
        userId: input.userId,
        tool: input.tool,
        params,
        chosen,
        copies,
        extra: extraInput(input.tool, chosen, mask),
        plan,
        // Higher tiers are served first when the queue is busy (spec §6: priority).
        priority: plan.priority,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        api: input.api,
        catalogue,
        now,
      });
      // After the credit hold, so an account without credits hears that first (402); the hold
      // locked the user's row, so racing submits count their unfinished jobs one at a time.
      if (input.api) {
        await assertJobSlotFree(tx, input, input.api.maxConcurrentJobs, 'api', generationId, now);
      } else if (input.maxStudioJobs) {
        await assertJobSlotFree(tx, input, input.maxStudioJobs, 'studio', generationId, now);
      }
      if (input.api?.cancelAfterSeconds) {
        await deps.queue.send(
          GENERATION_DEADLINE,
          { generationId },
          { db: queueExecutor(tx), startAfter: input.api.cancelAfterSeconds },
        );
      }
      return { row, balance: balanceAfter, replayed: false };
    });
  } catch (error) {
    await removeCopies(deps, copies);
    // Two submits with one key at once: the loser answers the winner's generation.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByKey(deps, input.userId, input.idempotencyKey);
      if (earlier) return replay(earlier, requestHash);
    }
    throw error;
  }
}

type Tx = Parameters<Parameters<GenerationDeps['db']['transaction']>[0]>[0];

/** The extra input that gives a request its own priced model: a face photo, a painted mask. */
function extraInput(
  tool: StudioTool,
  chosen: Partial<Record<InputImageRole, string>>,
  mask: string | undefined,
): 'face' | 'mask' | undefined {
  if (tool === 'body-generator' && chosen.face) return 'face';
  if (tool === 'hairstyle-changer' && mask) return 'mask';
  return undefined;
}

/**
 * The cap on a user's unfinished jobs: the public API's counts its API jobs, the studio's counts
 * every job (an unlimited plan holds no credits, so nothing else bounds it). The user's row is
 * locked first (as the credit reservation does), so racing submits cannot both take the last slot.
 */
async function assertJobSlotFree(
  tx: Tx,
  { userId }: { userId: string },
  max: number,
  source: 'api' | 'studio',
  newId: string,
  now: Date,
) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const running = await tx
    .select({ tool: generations.tool, createdAt: generations.createdAt })
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.status, 'processing'),
        ne(generations.id, newId),
        // Batch cells have their own limits (decision 086): a batch must not fill these caps.
        isNull(generations.batchId),
        source === 'api' ? isNotNull(generations.apiTokenId) : undefined,
      ),
    );
  if (running.length >= max) {
    // Issue 18: every 429 says when to come back; here, when the soonest job should end.
    const retryAfter = await secondsUntilOneEnds(tx, running as RunningJob[], now);
    throw source === 'api'
      ? generationErrors.tooManyConcurrentJobs(max, retryAfter)
      : generationErrors.tooManyStudioJobs(max, retryAfter);
  }
}

async function findByKey(deps: GenerationDeps, userId: string, key: string) {
  const [row] = await deps.db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The first submit with this key, when this one asked the same; a 409 when it did not. */
function replay(row: Row, requestHash: string | null) {
  // Rows keyed before the hash was kept have none: those are answered as before.
  if (row.requestHash !== null && row.requestHash !== requestHash) {
    throw generationErrors.idempotencyKeyReused();
  }
  return { row, balance: null, replayed: true };
}

/** Postgres' unique violation (23505), however deep drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
