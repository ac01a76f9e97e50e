import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** What the static build depends on: a change to any of these means a rebuild. */
const sources = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const notSources = /(^|\/)(server|\w+\.test\.tsx?$)/;

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else if (!notSources.test(entry.replace(/^src\//, ''))) {
    yield entry;
  }
}

/** A hash of every source file of the site and of the public configuration baked into it. */
export function siteSourceHash(publicEnv: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(publicEnv));
  for (const source of sources) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Runs `astro build` into `outDir` unless the last build there came from the same sources
 * and configuration. Returns whether it built.
 */
export function buildSiteIfStale(outDir: string, publicEnv: Record<string, string>): boolean {
  const stamp = path.join(outDir, '.build-hash');
  const hash = siteSourceHash(publicEnv);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  const result = spawnSync('npx', ['astro', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ...publicEnv, SITE_OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`The site build failed (exit ${result.status})`);
  writeFileSync(stamp, hash);
  return true;
}
