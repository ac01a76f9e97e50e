import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { renderSample } from '../../../src/server/services/samples/render-sample.ts';
import { findSample } from '../../../src/server/services/samples/sample-catalogue.ts';
import { samplePhoto } from '../../../src/server/engine/perception/sample-photos.ts';

// The `sdk` stage of `npm test` (decision 127): the package as npm packs it, installed in a
// clean project, type-checked by plain tsc, bundled for the browser by esbuild, and run on
// Node 20, 22 and 24 against a live API, every operation of its document through the SDK.

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const consumerSources = path.join(packageDir, 'consumer');
const require = createRequire(import.meta.url);

/** The Node majors the package supports (its engines: >= 20) and is tested on. */
export const nodeMajors = [20, 22, 24] as const;

export interface PackageTestOptions {
  apiUrl: string;
  /** A fresh token of a Pro account with every service, one per Node version. */
  newToken: (name: string) => Promise<string>;
  /** Where the tarball, the consumer project and the photos go (emptied first). */
  workDir: string;
  /** Where the other Node versions are kept between runs. */
  nodeCacheDir?: string;
}

export interface PackageTestOutcome {
  ok: boolean;
  passed: number;
  failed: number;
  failures: string[];
}

/** Runs a command, each output line prefixed with `tag`; resolves with its exit code and output. */
function run(
  tag: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      console.log(`${tag} ${line}`);
    });
  }
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, output: lines.join('\n') })),
  );
}

async function must(tag: string, command: string, args: string[], cwd: string): Promise<string> {
  const { code, output } = await run(tag, command, args, { cwd });
  if (code !== 0) throw new Error(`${tag} ${command} ${args.join(' ')} exited with ${code}`);
  return output;
}

const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`[sdk] ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** `npm pack` (its prepack builds dist/): the tarball's path. */
async function pack(workDir: string): Promise<string> {
  const args = ['pack', '--loglevel=warn', '--pack-destination', workDir];
  await must('[pack]', 'npm', args, packageDir);
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  return path.join(workDir, tarball);
}

/** A new project with the tarball installed, and the consumer files beside it. */
async function consumerProject(workDir: string, tarball: string): Promise<string> {
  const dir = path.join(workDir, 'consumer');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'kieu-sdk-consumer', private: true }, null, 2)}\n`,
  );
  for (const name of readdirSync(consumerSources)) {
    copyFileSync(path.join(consumerSources, name), path.join(dir, name));
  }
  // With the repository's @types/node, from npm's cache: a Node project's usual pair.
  const typesNode = `@types/node@${require('@types/node/package.json').version}`;
  const install = ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, typesNode];
  await must('[install]', 'npm', install, dir);
  return dir;
}

/**
 * Plain tsc on the consumer's files: a Node project's (nodenext, @types/node, no DOM) and a
 * browser app's (bundler resolution, the DOM, no Node types).
 */
async function typeCheck(dir: string): Promise<void> {
  const tsc = require.resolve('typescript/bin/tsc');
  await Promise.all(
    ['tsconfig.json', 'tsconfig.bundler.json'].map((config) =>
      must(`[tsc ${config}]`, process.execPath, [tsc, '-p', config], dir),
    ),
  );
}

/**
 * The main entry bundled for a browser (browser-bundle.mjs, run later by browser.test.mjs): it
 * must build with no Node module; the webhooks entry must not (it needs node:crypto).
 */
async function browserBundle(dir: string): Promise<void> {
  const options = { absWorkingDir: dir, bundle: true, platform: 'browser', format: 'esm' } as const;
  const { metafile } = await build({
    ...options,
    entryPoints: ['browser.mjs'],
    outfile: 'browser-bundle.mjs',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(metafile.inputs);
  if (inputs.some((input) => input.startsWith('node:') || input.includes('webhooks'))) {
    throw new Error(`the browser bundle takes ${inputs.join(', ')}`);
  }
  const nodeOnly = await build({
    ...options,
    stdin: { contents: "export * from '@kieu-studio/sdk/webhooks';", resolveDir: dir },
    write: false,
    logLevel: 'silent',
  }).catch((error: Error) => error);
  if (!(nodeOnly instanceof Error) || !nodeOnly.message.includes('node:crypto')) {
    throw new Error('the webhooks entry bundled for a browser: the check above proves nothing');
  }
  console.log(`[esbuild] browser bundle of ${inputs.length} modules, no node: import`);
}

/** The photos the live suite uploads: the sample photos the API's own tests use. */
async function writeFixtures(dir: string): Promise<string> {
  const fixtures = path.join(dir, 'fixtures');
  mkdirSync(fixtures, { recursive: true });
  const picture = sharp({
    create: { width: 320, height: 240, channels: 3, background: '#8fb3c9' },
  }).png();
  const files: Record<string, Buffer> = {
    'model.png': await samplePhoto('fullBody'),
    'portrait.png': await samplePhoto('portrait'),
    'garment.png': await renderSample(findSample('garment-yellow-tshirt')!),
    'picture.png': await picture.toBuffer(),
  };
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(path.join(fixtures, name), bytes);
  return fixtures;
}

/**
 * The Node binary of `major`: this process's when it is that major, else the official build that
 * npm serves as `node-<platform>-<arch>` (what the `node` package installs), fetched once into
 * the cache folder.
 */
async function nodeBinary(major: number, cacheDir: string): Promise<string> {
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  const name = `${prefix}-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const dir = path.join(cacheDir, `node-${major}`);
  const binary = path.join(dir, 'node_modules', name, 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    const args = ['install', '--no-audit', '--no-fund', '--no-package-lock', `${name}@${major}`];
    await must(`[node ${major}]`, 'npm', args, dir);
  }
  return binary;
}

/** Node's test runner on the consumer's test files; its spec summary's counts. */
async function runOnNode(
  binary: string,
  dir: string,
  env: Record<string, string>,
): Promise<PackageTestOutcome> {
  const version = (await must('[node]', binary, ['--version'], dir)).trim();
  const tag = `[${version}]`;
  const files = ['live.test.mjs', 'require.test.cjs', 'browser.test.mjs'];
  const { code, output } = await run(tag, binary, ['--test', '--test-reporter=spec', ...files], {
    cwd: dir,
    env,
  });
  const count = (name: string) => Number(new RegExp(`ℹ ${name} (\\d+)`).exec(output)?.[1] ?? 0);
  const failed = count('fail');
  // The spec reporter marks each failed test, and again in its closing list: each name once.
  const names = new Set([...output.matchAll(/^\s*✖ (.+) \([\d.]+ms\)$/gm)].map((m) => m[1]!));
  const failures = [...names].map((name) => `${version}: ${name}`);
  return {
    ok: code === 0 && failed === 0 && count('pass') > 0,
    passed: count('pass'),
    failed,
    failures: code === 0 ? [] : failures.length ? failures : [`the SDK's tests on ${version}`],
  };
}

/**
 * Packs the SDK and tests the tarball in a clean project: tsc, a browser bundle, and its test
 * files on every Node of `nodeMajors` against `apiUrl`, one account each, all at once.
 * @example await testPackage({ apiUrl, newToken: (name) => apiCustomer(apiUrl, name), workDir });
 */
export async function testPackage(options: PackageTestOptions): Promise<PackageTestOutcome> {
  const cacheDir =
    options.nodeCacheDir ??
    path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'kieu-studio', 'node');
  rmSync(options.workDir, { recursive: true, force: true });
  mkdirSync(options.workDir, { recursive: true });
  const nodes = timed('Node 20, 22, 24', () =>
    Promise.all(nodeMajors.map((major) => nodeBinary(major, cacheDir))),
  );
  const tokens = Promise.all(nodeMajors.map((major) => options.newToken(`sdk-node${major}`)));
  const fixtures = writeFixtures(options.workDir);
  // Each is awaited below; none may reject unheard meanwhile.
  for (const pending of [nodes, tokens, fixtures]) pending.catch(() => {});
  const tarball = await timed('npm pack (build)', () => pack(options.workDir));
  const dir = await timed('clean project with the tarball', () =>
    consumerProject(options.workDir, tarball),
  );
  // The type check runs beside the tests: they need only the install and the browser bundle.
  const typesChecked = timed('plain tsc', () => typeCheck(dir));
  typesChecked.catch(() => {});
  await timed('esbuild', () => browserBundle(dir));
  const [binaries, keys, photos] = await Promise.all([nodes, tokens, fixtures]);
  const outcomes = await timed('the tests on each Node', () =>
    Promise.all(
      binaries.map((binary, i) =>
        runOnNode(binary, dir, {
          KIEU_API_URL: options.apiUrl,
          KIEU_TOKEN: keys[i]!,
          KIEU_FIXTURES: photos,
        }),
      ),
    ),
  );
  await typesChecked;
  return {
    ok: outcomes.every((outcome) => outcome.ok),
    passed: outcomes.reduce((sum, outcome) => sum + outcome.passed, 0),
    failed: outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
    failures: outcomes.flatMap((outcome) => outcome.failures),
  };
}
