import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The production tree as package-lock.json records it (lockfileVersion 2 or 3): every entry under
// `packages` that npm does not mark `dev`. `devOptional` entries are kept: a production package
// depends on them optionally. Optional entries for other platforms are kept too: production may
// run on any of them.

/** The fields of a lock entry the check reads. */
export interface LockEntry {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface Lockfile {
  name?: string;
  packages: Record<string, LockEntry>;
}

export interface ProductionPackage {
  name: string;
  version: string;
  /** The entry's key in the lock file, e.g. `node_modules/a/node_modules/b`. */
  location: string;
  licence: string | undefined;
  /** The first lines of the file a `SEE LICENSE IN <file>` licence points to, when installed. */
  licenceText?: string;
  /**
   * The names that pull it in, from a direct dependency of the project down to its parent
   * (empty: a direct dependency; absent: no production chain found, e.g. a peer left unused).
   */
  via?: string[];
}

const marker = 'node_modules/';

/** `MIT`, `{ type: 'MIT' }` or a legacy `licenses` array (alternatives: joined with OR). */
export function licenceOf(manifest: { license?: unknown; licenses?: unknown }): string | undefined {
  const one = (value: unknown): string | undefined =>
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value && 'type' in value && typeof value.type === 'string'
        ? value.type
        : undefined;
  const single = one(manifest.license);
  if (single) return single;
  if (!Array.isArray(manifest.licenses)) return undefined;
  const all = manifest.licenses.map(one).filter((value): value is string => Boolean(value));
  return all.length > 1 ? `(${all.join(' OR ')})` : all[0];
}

/** Where Node would find `name` when required from the package at `from` (its key). */
function resolveFrom(packages: Lockfile['packages'], from: string, name: string) {
  for (let base = from; ;) {
    const key = `${base ? `${base}/` : ''}${marker}${name}`;
    if (packages[key]) return key;
    if (!base) return undefined;
    const nested = base.lastIndexOf(`/${marker}`);
    base = nested === -1 ? '' : base.slice(0, nested);
  }
}

/** Each entry's shortest chain of production dependencies from the project (breadth first). */
function chains(packages: Lockfile['packages']): Map<string, string[]> {
  const found = new Map<string, string[]>([['', []]]);
  const queue = [''];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const entry = packages[key]!;
    // The project's devDependencies are left out: only what production installs is walked.
    const names = Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    });
    for (const name of names) {
      let next = resolveFrom(packages, key, name);
      // A workspace is linked: its dependencies resolve from its own folder.
      if (next && packages[next]!.link && packages[next]!.resolved) {
        next = packages[next]!.resolved;
      }
      if (!next || found.has(next) || !packages[next]) continue;
      found.set(next, [...found.get(key)!, name]);
      queue.push(next);
    }
  }
  return found;
}

function packageName(key: string, entry: LockEntry): string {
  const at = key.lastIndexOf(marker);
  return entry.name ?? (at === -1 ? key : key.slice(at + marker.length));
}

function readJson(file: string): Record<string, unknown> | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as never) : undefined;
}

/**
 * The production packages of the project at `root`, each with its licence: the lock file's,
 * else the installed package.json's (npm does not copy a legacy `licenses` array to the lock).
 */
export function readProductionTree(root: string): {
  project: string;
  packages: ProductionPackage[];
} {
  const lock = readJson(path.join(root, 'package-lock.json')) as Lockfile | undefined;
  if (!lock?.packages) throw new Error(`${root}: no package-lock.json with a "packages" map`);
  const via = chains(lock.packages);
  const packages = Object.entries(lock.packages).flatMap(([location, entry]) => {
    // The project itself, its workspaces (first-party code) and the links to them are not
    // dependencies; what they depend on is listed under node_modules.
    if (entry.dev || entry.link || !location.includes(marker)) return [];
    const folder = path.join(root, location);
    const licence =
      licenceOf(entry) ?? licenceOf(readJson(path.join(folder, 'package.json')) ?? {});
    const file = licence?.match(/^SEE LICEN[CS]E IN (.+)$/i)?.[1]?.trim();
    const licenceFile = file && path.join(folder, file);
    const licenceText =
      licenceFile && existsSync(licenceFile)
        ? readFileSync(licenceFile, 'utf8').slice(0, 2000)
        : undefined;
    const chain = via.get(location);
    return [
      {
        name: packageName(location, entry),
        version: entry.version ?? '',
        location,
        licence,
        ...(licenceText === undefined ? {} : { licenceText }),
        ...(chain ? { via: chain.slice(0, -1) } : {}),
      },
    ];
  });
  return { project: lock.name ?? path.basename(root), packages };
}
