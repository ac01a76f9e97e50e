import type { Db } from '../../db/database.ts';
import type { Queue } from '../../jobs/queue.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the admin blog services need; built from AppDeps by the routes. */
export interface BlogDeps {
  db: Db;
  queue: Queue;
  /** BLOG_SOURCE_DIR: the repository's blog posts and taxonomy files. */
  sourceDir: string;
  rebuildMode: 'embedded' | 'hook' | 'off';
  now: () => Date;
}

/** The administrator making a change, for the audit log. */
export interface BlogAdmin {
  id: string;
  email: string;
}

/** Postgres' unique_violation, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') {
      return String((e as { constraint?: unknown }).constraint ?? '');
    }
  }
  return null;
}
