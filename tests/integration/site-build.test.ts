import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lstatSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve-static.ts';
import { siteBuilds } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import { buildSite } from '../../src/server/site-build/build-site.ts';
import { runSiteRebuild } from '../../src/server/services/site-build/run-site-rebuild.ts';
import { requestSiteRebuild } from '../../src/server/services/site-build/request-site-rebuild.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kieu-site-build-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A stand-in for `astro build` that writes a page naming its build, slowly enough to overlap. */
const writer =
  (label: string, fail = false) =>
  async (outDir: string) => {
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'index.html'), `<p>${label}</p>`);
    await writeFile(path.join(outDir, 'big.txt'), label.repeat(200_000));
    await mkdir(path.join(outDir, '_astro'));
    await writeFile(path.join(outDir, '_astro', `${label.replace(' ', '-')}.js`), label);
    if (fail) throw new Error('build broke');
  };

describe('building the site with an atomic swap (decision 025)', () => {
  it('serves the old build or the new one while builds swap, never a gap or a mix', async () => {
    const siteDir = path.join(dir, 'site');
    await buildSite(siteDir, {}, writer('build 0'));
    expect(lstatSync(siteDir).isSymbolicLink()).toBe(true);
    const server = await startStaticServer({ dir: siteDir, port: 0 });
    try {
      let building = true;
      const seen = new Set<string>();
      const reader = (async () => {
        while (building) {
          const res = await fetch(`${server.url}/`);
          const body = await res.text();
          expect(res.status).toBe(200);
          expect(body).toMatch(/^<p>build \d+<\/p>$/);
          seen.add(body);
          const big = await (await fetch(`${server.url}/big.txt`)).text();
          expect(big.length).toBe(7 * 200_000);
        }
      })();
      for (let i = 1; i <= 6; i += 1) await buildSite(siteDir, {}, writer(`build ${i}`));
      building = false;
      await reader;
      expect(await (await fetch(`${server.url}/`)).text()).toBe('<p>build 6</p>');
      expect(seen.size).toBeGreaterThan(1);
      // The live build and one before it are kept; older ones are removed.
      expect(readdirSync(`${siteDir}.builds`)).toHaveLength(2);
      // A page loaded just before the swap still gets the hashed scripts it names.
      const previous = await fetch(`${server.url}/_astro/build-5.js`);
      expect(previous.status).toBe(200);
      expect(await previous.text()).toBe('build 5');
      expect((await fetch(`${server.url}/_astro/build-1.js`)).status).toBe(404);

      // A failed build changes nothing that is served and leaves no folder behind.
      await expect(buildSite(siteDir, {}, writer('build 7', true))).rejects.toThrow('build broke');
      expect(await (await fetch(`${server.url}/`)).text()).toBe('<p>build 6</p>');
      expect(readdirSync(`${siteDir}.builds`)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('takes over a site folder of the older layout (a plain folder)', async () => {
    const siteDir = path.join(dir, 'plain');
    await mkdir(siteDir);
    await writeFile(path.join(siteDir, 'index.html'), 'old');
    await buildSite(siteDir, {}, writer('new'));
    expect(lstatSync(siteDir).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(siteDir, 'index.html'), 'utf8')).toBe('<p>new</p>');
  });
});

describe('the site-rebuild job', () => {
  let api: TestApi;
  let hook: Server;
  let hookUrl: string;
  const hookCalls: string[] = [];
  let hookStatus = 204;
  beforeAll(async () => {
    // No job workers: these tests run the job themselves, each with its own settings, and a
    // worker woken by the request (decision 090) would take the build first.
    api = await startTestApi({ RUN_WORKERS: 'false' });
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        hookCalls.push(body);
        res.writeHead(hookStatus).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy`;
  });
  afterAll(async () => {
    hook?.close();
    await api?.stop();
  });

  const request = (reason: string) =>
    api.deps.database.db.transaction((tx) =>
      requestSiteRebuild(tx, api.deps.queue, { reason, mode: 'embedded' }),
    );
  const statuses = async () =>
    (await api.deps.database.db.select().from(siteBuilds)).map((row) => [row.reason, row.status]);
  const deps = (overrides: Record<string, string>, extra = {}) => ({
    db: api.deps.database.db,
    env: parseEnv({ NODE_ENV: 'test', ...overrides }),
    logger: api.deps.logger,
    clock: api.deps.clock,
    exportContent: async () => {},
    ...extra,
  });

  it('builds once for every waiting request, exporting the content first', async () => {
    await request('post published');
    await request('post edited');
    const steps: string[] = [];
    const siteDir = path.join(dir, 'job-site');
    await runSiteRebuild(
      deps(
        {
          SITE_REBUILD: 'embedded',
          SITE_DIR: siteDir,
          BLOG_CONTENT_DIR: path.join(dir, 'content'),
        },
        {
          exportContent: async () => steps.push('export'),
          build: (target: string, env: Record<string, string>) =>
            buildSite(target, env, async (outDir, buildEnv) => {
              steps.push(`build ${buildEnv.BLOG_CONTENT_DIR}`);
              await writer('job build')(outDir);
            }),
        },
      ),
    );
    expect(steps).toEqual(['export', `build ${path.join(dir, 'content')}`]);
    expect(await statuses()).toEqual([
      ['post published', 'succeeded'],
      ['post edited', 'succeeded'],
    ]);
    expect(await readFile(path.join(siteDir, 'index.html'), 'utf8')).toBe('<p>job build</p>');
  });

  it('records a failed build with its reason', async () => {
    await api.deps.database.db.delete(siteBuilds);
    await request('post deleted');
    await runSiteRebuild(
      deps(
        { SITE_REBUILD: 'embedded', SITE_DIR: path.join(dir, 'job-site') },
        { build: () => Promise.reject(new Error('The site build failed (exit 1)')) },
      ),
    );
    const [row] = await api.deps.database.db.select().from(siteBuilds);
    expect(row).toMatchObject({ status: 'failed', error: 'The site build failed (exit 1)' });
    expect(await readFile(path.join(dir, 'job-site', 'index.html'), 'utf8')).toBe(
      '<p>job build</p>',
    );
  });

  it('calls the deploy hook instead when configured, and fails on a refusal', async () => {
    await api.deps.database.db.delete(siteBuilds);
    await request('category added');
    await runSiteRebuild(deps({ SITE_REBUILD: 'hook', SITE_DEPLOY_HOOK_URL: hookUrl }));
    expect(hookCalls.map((body) => JSON.parse(body))).toEqual([{ reasons: ['category added'] }]);
    expect(await statuses()).toEqual([['category added', 'succeeded']]);

    hookStatus = 500;
    await request('tag added');
    await runSiteRebuild(deps({ SITE_REBUILD: 'hook', SITE_DEPLOY_HOOK_URL: hookUrl }));
    expect((await statuses()).at(-1)).toEqual(['tag added', 'failed']);
  });

  it('only records the request when rebuilding is off', async () => {
    await api.deps.database.db.delete(siteBuilds);
    await request('post published');
    await runSiteRebuild(deps({ SITE_REBUILD: 'off' }));
    expect(await statuses()).toEqual([['post published', 'skipped']]);
  });
});
