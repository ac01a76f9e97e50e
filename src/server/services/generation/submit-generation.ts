import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { generationCost } from '../../../contracts/credits.ts';
import type { GenerateRequest } from '../../../contracts/generation.ts';
import type { InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import { generations } from '../../db/schema.ts';
import { engineNameFor } from '../../engine/engine.ts';
import { cellLabelOf } from '../catalogue/cell-label.ts';
import { assertModelPhotoUsable } from '../try-on/assert-model-usable.ts';
import { checkSubmit } from './check-submit.ts';
import { copyInputs, removeCopies, type CopiedFile } from './copy-inputs.ts';
import {
  insertFreshInputs,
  removeFreshInputs,
  writeFreshInputs,
  type FreshInput,
  type WrittenInput,
} from './fresh-inputs.ts';
import { generationErrors } from './generation-errors.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { hashSubmit } from './hash-submit.ts';
import { GENERATION_DEADLINE } from './job-names.ts';
import { queueExecutor } from './queue-in-transaction.ts';
import { recordGeneration } from './record-generation.ts';
import { assertSubmitAllowed, assertUnderJobCap } from './submit-allowed.ts';

type Row = typeof generations.$inferSelect;

/**
 * Spec §5, §9 and DESIGN.md (Generation): checks the request, the consent behind each input,
 * the balance and the job cap, reads the inputs given by URL or data URI, then copies the inputs
 * and in ONE transaction keeps those new inputs, records the generation, holds its credits and
 * queues its job. Every refusal comes before anything is written (issue 39): no asset, no file,
 * no hold. A repeated `Idempotency-Key` answers the first submit's generation and charges
 * nothing; the same key with another request is a 409 (issue 18).
 */
export async function submitGeneration(
  deps: GenerationDeps,
  input: {
    userId: string;
    /** Decision 103: the team member acting on `userId`'s account (absent: its owner). */
    actorId?: string;
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
       * Decision 080: reads and checks the inputs given by URL or data URI (counted as uploads)
       * after every other check; they are kept with the generation. A key's replay never runs it.
       */
      readInputs?: (inputs: Partial<Record<InputImageRole, string>>) => Promise<FreshInput[]>;
    };
    /** The studio's cap on an account's unfinished generations (security issue). */
    maxStudioJobs?: number;
  },
): Promise<{ row: Row; balance: number | null; replayed: boolean }> {
  const requestHash = input.idempotencyKey ? hashSubmit(input) : null;
  const earlierOrNull = async () =>
    input.idempotencyKey ? findByKey(deps, input.userId, input.idempotencyKey) : undefined;
  const first = await earlierOrNull();
  if (first) return replay(first, requestHash);
  const { surface, chosen, params, mask, plan, brandModelId } = await checkSubmit(deps, input);
  const generationId = randomUUID();
  const engine = engineNameFor(deps.engine, input.tool);
  const cost = plan.unlimited ? 0 : generationCost(input.tool, params, engine);
  try {
    await assertSubmitAllowed(deps, { ...input, generationId, cost, plan, now: deps.clock.now() });
  } catch (error) {
    // A retry with the same key, refused because its first submit took the credits meanwhile.
    const earlier = await earlierOrNull();
    if (earlier) return replay(earlier, requestHash);
    throw error;
  }
  const fresh = input.api?.readInputs ? await input.api.readInputs(chosen) : [];
  const freshModel = fresh.find(({ role }) => role === 'person');
  if (input.tool === 'virtual-tryon' && freshModel) {
    await assertModelPhotoUsable(deps.engine, freshModel.asset.image.bytes, 'inputs.person');
  }
  const stored = { ...chosen };
  for (const { role, asset } of fresh) {
    delete stored[role];
    chosen[role] = asset.id;
  }
  const copies = await copyInputs(deps, {
    userId: input.userId,
    generationId,
    inputs: stored,
    fresh,
    mask,
    surface,
  });
  let written: WrittenInput[] = [];
  try {
    written = await writeFreshInputs(deps.store, fresh);
  } catch (error) {
    await removeCopies(deps, copies);
    throw error;
  }
  const now = deps.clock.now();
  // Issue 20: a try-on of a garment with a SKU carries its label, so an export can name it.
  const catalogue =
    input.tool === 'virtual-tryon' && chosen.clothing && chosen.person
      ? await cellLabelOf(deps.db, input.userId, chosen.clothing, chosen.person)
      : null;
  try {
    return await deps.db.transaction(async (tx) => {
      // The new inputs' rows first: the storage quota is reserved for them under the lock.
      await insertFreshInputs(tx, written, now);
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
        actorId: input.actorId,
        brandModelId,
        now,
      });
      // After the credit hold, so an account without credits hears that first (402); the hold
      // locked the user's row, so racing submits count their unfinished jobs one at a time.
      await assertUnderJobCap(tx, input, generationId, now);
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
    await discard(deps, copies, written);
    // Two submits with one key at once: the loser answers the winner's generation.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await earlierOrNull();
      if (earlier) return replay(earlier, requestHash);
    }
    throw error;
  }
}

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

/** Removes what a submit wrote before its transaction failed: input copies and new inputs. */
async function discard(deps: GenerationDeps, copies: CopiedFile[], written: WrittenInput[]) {
  await removeCopies(deps, copies);
  await removeFreshInputs(deps.store, written);
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
