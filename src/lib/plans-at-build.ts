/**
 * The plan list the static pricing page is built from. It is read from the API at build time;
 * when the API is down or answers badly, the build goes on with the last good snapshot.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import committedSnapshot from '../content/plans-snapshot.json' with { type: 'json' };
import {
  plansResponseSchema,
  type Plan,
  type PlanId,
  type PlansResponse,
} from '../contracts/plans.ts';

const snapshotSchema = plansResponseSchema.extend({ savedAt: z.iso.datetime() });

export type { Plan, PlanId, PlansResponse };

export interface PlansAtBuild extends PlansResponse {
  /** `api` when fresh from the API; otherwise which snapshot was used. */
  source: 'api' | 'snapshot' | 'committed-snapshot';
  /** When the data was read from the API (ISO 8601). */
  savedAt: string;
}

export interface LoadPlansOptions {
  apiUrl: string;
  timeoutMs?: number;
  /** Where the last good answer is kept between builds (git-ignored). */
  snapshotFile?: string;
  /** The snapshot kept in git, used when there is no local one. */
  committed?: unknown;
  warn?: (message: string) => void;
  now?: () => Date;
}

export const defaultSnapshotFile = path.join(process.cwd(), 'data', 'plans-snapshot.json');

/**
 * Reads `GET {apiUrl}/plans` with a short timeout, saves a good answer as the snapshot, and
 * falls back to the last good snapshot (local, then committed) with a warning. Never throws for
 * an unreachable or invalid API, so the build always succeeds.
 * @example const { plans, source } = await loadPlansAtBuild({ apiUrl: 'http://127.0.0.1:8787' });
 */
export async function loadPlansAtBuild({
  apiUrl,
  timeoutMs = 3000,
  snapshotFile = defaultSnapshotFile,
  committed = committedSnapshot,
  warn = console.warn,
  now = () => new Date(),
}: LoadPlansOptions): Promise<PlansAtBuild> {
  const url = `${apiUrl.replace(/\/+$/, '')}/plans`;
  let reason: string;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const parsed = plansResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`unexpected answer: ${z.prettifyError(parsed.error)}`);
    const fresh = { ...parsed.data, savedAt: now().toISOString() };
    await saveSnapshot(snapshotFile, fresh).catch((error: unknown) =>
      warn(`[pricing] could not save the plan snapshot to ${snapshotFile}: ${describe(error)}`),
    );
    return { ...fresh, source: 'api' };
  } catch (error) {
    reason = describe(error);
  }

  const local = await readSnapshot(snapshotFile);
  const fallback = local
    ? { ...local, source: 'snapshot' as const }
    : { ...snapshotSchema.parse(committed), source: 'committed-snapshot' as const };
  warn(
    `[pricing] API unreachable at ${url} (${reason}): using the plan snapshot from ${fallback.savedAt}` +
      (local ? ` (${snapshotFile})` : ' (committed copy)'),
  );
  return fallback;
}

const cache = new Map<string, Promise<PlansAtBuild>>();

/** `loadPlansAtBuild` once per build and API URL, shared by every page that shows plans. */
export function plansAtBuild(apiUrl: string): Promise<PlansAtBuild> {
  let pending = cache.get(apiUrl);
  if (!pending) {
    pending = loadPlansAtBuild({ apiUrl });
    cache.set(apiUrl, pending);
  }
  return pending;
}

async function readSnapshot(file: string) {
  try {
    const parsed = snapshotSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function saveSnapshot(file: string, snapshot: z.infer<typeof snapshotSchema>) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(snapshot, null, 2)}\n`);
  await rename(temporary, file);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'no answer in time';
    const cause = (error.cause as { code?: string } | undefined)?.code;
    return cause ? `${error.message}: ${cause}` : error.message;
  }
  return String(error);
}
