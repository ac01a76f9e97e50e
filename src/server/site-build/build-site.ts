import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the static build depends on: a change to any of these means a rebuild. */
const sources = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const notSources = /(^|\/)(server|\w+\.test\.tsx?$)/;
/** Builds kept beside the live one, so a request that began on the previous build finishes. */
const KEEP_BUILDS = 2;

function* files(entry: string, skip = notSources): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name), skip);
  } else if (!skip.test(entry.replace(/^src\//, ''))) {
    yield entry;
  }
}

/**
 * A hash of every source file of the site, of the public configuration baked into it and of
 * the exported admin blog content (BLOG_CONTENT_DIR), which the build reads too.
 */
export function siteSourceHash(buildEnv: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(buildEnv));
  const content = buildEnv.BLOG_CONTENT_DIR;
  for (const source of [...sources, ...(content ? [content] : [])]) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Whether `siteDir` holds a build of exactly these sources and this configuration. */
export function siteIsCurrent(siteDir: string, buildEnv: Record<string, string>): boolean {
  const stamp = path.join(siteDir, '.build-hash');
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === siteSourceHash(buildEnv);
}

function astroBuild(outDir: string, buildEnv: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['astro', 'build', '--silent'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...buildEnv, SITE_OUT_DIR: outDir },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The site build failed (exit ${code})`)),
    );
  });
}

/**
 * Builds the site into a new folder beside `siteDir` and then points `siteDir` (a symbolic
 * link) at it in one rename, so the static server serves either the old build or the new one,
 * never a half-written mix; a failed build leaves the live site as it was (decision 025).
 * A `siteDir` that is still a plain folder (an older layout) is moved aside first.
 * @example await buildSite('dist', { PUBLIC_API_URL: 'http://127.0.0.1:8787', … });
 */
export async function buildSite(
  siteDir: string,
  buildEnv: Record<string, string>,
  /** What writes a build into a folder: `astro build` unless a test says otherwise. */
  build: (outDir: string, buildEnv: Record<string, string>) => Promise<void> = astroBuild,
): Promise<void> {
  const builds = `${siteDir}.builds`;
  await mkdir(builds, { recursive: true });
  const id = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const outDir = path.resolve(builds, id);
  const hash = siteSourceHash(buildEnv);
  try {
    await build(outDir, buildEnv);
    await writeFile(path.join(outDir, '.build-hash'), hash);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const stat = existsSync(siteDir) ? lstatSync(siteDir) : null;
  if (stat && !stat.isSymbolicLink()) await rename(siteDir, path.join(builds, `${id}-before`));
  const link = `${siteDir}.next-${id}`;
  await symlink(outDir, link, 'dir');
  await rename(link, siteDir);
  await pruneBuilds(builds, path.resolve(await readlink(siteDir)));
}

/** Removes all but the newest builds; never the live one. */
async function pruneBuilds(builds: string, live: string) {
  const names = (await readdir(builds)).sort().reverse();
  for (const name of names.slice(KEEP_BUILDS)) {
    const dir = path.resolve(builds, name);
    if (dir !== live) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the build unless `siteDir` already holds one of the same sources and configuration.
 * Returns whether it built.
 */
export async function buildSiteIfStale(
  siteDir: string,
  buildEnv: Record<string, string>,
): Promise<boolean> {
  if (siteIsCurrent(siteDir, buildEnv)) return false;
  await buildSite(siteDir, buildEnv);
  return true;
}
