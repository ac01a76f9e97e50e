import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { siteBuilds } from '../../db/schema.ts';
import { publicApiUrl, publicSiteUrl, type Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import type { Clock } from '../../clock.ts';
import { buildSite } from '../../site-build/build-site.ts';
import { siteBuildEnv } from '../../site-build/site-build-env.ts';

export interface SiteRebuildDeps {
  db: Db;
  env: Env;
  logger: Logger;
  clock: Clock;
  /** Writes the published admin posts and taxonomy where the build reads them. */
  exportContent: (db: Db, dir: string) => Promise<unknown>;
  /** Builds the site into `siteDir` (tests may swap the builder). */
  build?: typeof buildSite;
}

/**
 * The `site-rebuild` job (decision 025): takes every waiting request, then rebuilds once for all
 * of them. `embedded` exports the admin content and rebuilds SITE_DIR with an atomic swap;
 * `hook` POSTs SITE_DEPLOY_HOOK_URL (a CI or hosting deploy hook); `off` only records. The
 * requests end succeeded, failed (with the reason; the live site is untouched) or skipped.
 */
export async function runSiteRebuild(deps: SiteRebuildDeps): Promise<void> {
  const started = deps.clock.now();
  const claimed = await deps.db
    .update(siteBuilds)
    .set({ status: 'running', startedAt: started })
    .where(eq(siteBuilds.status, 'queued'))
    .returning({ id: siteBuilds.id, reason: siteBuilds.reason });
  if (claimed.length === 0) return;
  const ids = claimed.map((row) => row.id);
  const finish = (status: string, error: string | null = null) =>
    deps.db
      .update(siteBuilds)
      .set({ status, error, finishedAt: deps.clock.now() })
      .where(inArray(siteBuilds.id, ids));
  const { env } = deps;
  try {
    if (env.SITE_REBUILD === 'off') {
      await finish('skipped');
      return;
    }
    if (env.SITE_REBUILD === 'hook') {
      const res = await fetch(env.SITE_DEPLOY_HOOK_URL!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reasons: claimed.map((row) => row.reason) }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`The deploy hook answered ${res.status}`);
    } else {
      await deps.exportContent(deps.db, env.BLOG_CONTENT_DIR);
      const buildEnv = siteBuildEnv(env, publicApiUrl(env), publicSiteUrl(env));
      await (deps.build ?? buildSite)(env.SITE_DIR, buildEnv);
    }
    await finish('succeeded');
    deps.logger.info(
      {
        builds: ids.length,
        mode: env.SITE_REBUILD,
        ms: deps.clock.now().getTime() - started.getTime(),
      },
      'site rebuilt',
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finish('failed', message.slice(0, 1000));
    deps.logger.error({ err: error, mode: env.SITE_REBUILD }, 'site rebuild failed');
  }
}
