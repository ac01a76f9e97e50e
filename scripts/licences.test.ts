import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAllowList, type AllowEntry } from './lib/licences/allow-list.ts';
import { checkLicences } from './lib/licences/check-licences.ts';
import { readProductionTree, type LockEntry } from './lib/licences/production-tree.ts';

type FixturePackage = LockEntry & {
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  /** Installed files (package.json, LICENSE…) under the entry's folder. */
  files?: Record<string, string>;
};

/** A small project: its package-lock.json, installed files and licences-allow.json. */
function fixture(
  packages: Record<string, FixturePackage>,
  exceptions: AllowEntry[] = [],
  dependencies: Record<string, string> = {},
): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kieu-licences-'));
  const lock: Record<string, unknown> = { '': { name: 'shop', dependencies } };
  for (const [location, { files, ...entry }] of Object.entries(packages)) {
    lock[location] = { version: '1.0.0', ...entry };
    for (const [file, text] of Object.entries(files ?? {})) {
      mkdirSync(path.join(root, location), { recursive: true });
      writeFileSync(path.join(root, location, file), text);
    }
  }
  writeFileSync(
    path.join(root, 'package-lock.json'),
    JSON.stringify({ name: 'shop', packages: lock }),
  );
  writeFileSync(path.join(root, 'licences-allow.json'), JSON.stringify({ exceptions }));
  return root;
}

function check(root: string) {
  return checkLicences(
    readProductionTree(root).packages,
    readAllowList(path.join(root, 'licences-allow.json')),
  );
}

/** One direct dependency `pkg` under the given licence. */
const single = (license: string | undefined, exceptions: AllowEntry[] = []) =>
  fixture({ 'node_modules/pkg': license ? { license } : {} }, exceptions, { pkg: '^1.0.0' });

const offenderNames = (root: string) => check(root).offenders.map(({ pkg }) => pkg.name);

describe('npm run licences on small trees', () => {
  it.each([
    ['AGPL-3.0-only', 'AGPL'],
    ['SSPL-1.0', 'SSPL'],
    ['BUSL-1.1', 'BUSL'],
    ['MIT WITH Commons-Clause', 'Commons Clause'],
    ['CC-BY-NC-4.0', 'non-commercial'],
  ])('fails on %s', (licence, kind) => {
    const report = check(single(licence));
    expect(report.ok).toBe(false);
    expect(report.offenders).toMatchObject([
      { pkg: { name: 'pkg' }, verdict: { status: 'forbidden', kind } },
    ]);
  });

  it.each([undefined, 'UNLICENSED', 'SEE LICENSE IN EULA.txt', 'GPL-3.0'])(
    'fails on unknown terms: %s',
    (licence) => {
      const report = check(single(licence));
      expect(report.ok).toBe(false);
      expect(report.offenders).toMatchObject([{ verdict: { status: 'unknown' } }]);
    },
  );

  it('passes on MIT and on (MIT OR AGPL-3.0)', () => {
    const root = fixture(
      { 'node_modules/a': { license: 'MIT' }, 'node_modules/b': { license: '(MIT OR AGPL-3.0)' } },
      [],
      { a: '1', b: '1' },
    );
    expect(check(root)).toMatchObject({ ok: true, offenders: [], packages: 2 });
  });

  it('passes on an allow-listed package, and counts each licence', () => {
    const entry = {
      package: '@img/sharp-libvips-*',
      version: '1.3.x',
      licence: 'LGPL-3.0-or-later',
      reason: 'linked dynamically, unmodified, replaceable',
    };
    const root = fixture(
      {
        'node_modules/@img/sharp-libvips-linux-x64': { version: '1.3.4', license: entry.licence },
        'node_modules/@img/sharp-libvips-darwin-arm64': {
          version: '1.3.4',
          license: entry.licence,
        },
        'node_modules/sharp': { license: 'Apache-2.0' },
      },
      [entry],
    );
    const report = check(root);
    expect(report.ok).toBe(true);
    expect(report.excepted).toEqual([{ entry, pkgs: [expect.anything(), expect.anything()] }]);
    expect(report.counts).toEqual([
      ['LGPL-3.0-or-later', 2],
      ['Apache-2.0', 1],
    ]);
  });

  it('never lets the allow-list excuse forbidden terms, even behind SEE LICENSE IN', () => {
    const licence = 'SEE LICENSE IN LICENSE.md';
    const entry = { package: 'pkg', version: '*', licence, reason: 'we read it and liked it' };
    const root = fixture(
      {
        'node_modules/pkg': {
          license: licence,
          files: { 'LICENSE.md': '# GNU Affero General Public License\n' },
        },
      },
      [entry],
    );
    const report = check(root);
    expect(report.ok).toBe(false);
    expect(report.offenders).toMatchObject([
      { verdict: { status: 'forbidden', kind: 'AGPL', file: 'LICENSE.md' }, refused: entry },
    ]);
    expect(report.stale).toEqual([]);
  });

  it('reports a stale entry, and fails on it: the package gone, moved on, relicensed or fine', () => {
    const entry = (pkg: string, version = '1.0.0', licence = 'GPL-3.0') => ({
      package: pkg,
      version,
      licence,
      reason: 'reviewed once, kept by mistake',
    });
    const root = fixture(
      {
        'node_modules/moved': { version: '2.0.0', license: 'MIT' },
        'node_modules/relicensed': { license: 'MIT' },
        'node_modules/fine': { license: 'ISC' },
      },
      [
        entry('left-pad'),
        entry('moved', '1.x'),
        entry('relicensed'),
        entry('fine', '1.0.0', 'ISC'),
      ],
    );
    const report = check(root);
    expect(report.offenders).toEqual([]);
    expect(report.ok).toBe(false);
    expect(report.stale.map(({ entry, why }) => [entry.package, why])).toEqual([
      ['left-pad', 'no production package has that name'],
      ['moved', 'no version in 1.x: found moved@2.0.0 (MIT)'],
      ['relicensed', 'the licence is no longer "GPL-3.0": found relicensed@1.0.0 (MIT)'],
      ['fine', 'not needed: the package passes on its own licence'],
    ]);
  });

  it('reads only the production tree: dev entries out, devOptional, optional and peer in', () => {
    const root = fixture({
      'node_modules/dev-only': { license: 'AGPL-3.0', dev: true },
      'node_modules/dev-optional': { license: 'AGPL-3.0', devOptional: true },
      'node_modules/other-platform': { license: 'SSPL-1.0', optional: true },
      'node_modules/peer': { license: 'BUSL-1.1', peer: true },
    });
    expect(offenderNames(root)).toEqual(['dev-optional', 'other-platform', 'peer']);
  });

  it('reads legacy licenses arrays and objects from the installed package.json', () => {
    const manifest = (json: object) => ({ files: { 'package.json': JSON.stringify(json) } });
    const root = fixture({
      'node_modules/array': manifest({ licenses: [{ type: 'MIT', url: 'https://x' }] }),
      'node_modules/dual': manifest({ licenses: [{ type: 'AGPL-3.0' }, { type: 'Apache-2.0' }] }),
      'node_modules/object': manifest({ license: { type: 'SSPL-1.0' } }),
    });
    const { packages } = readProductionTree(root);
    expect(packages.map(({ licence }) => licence)).toEqual([
      'MIT',
      '(AGPL-3.0 OR Apache-2.0)',
      'SSPL-1.0',
    ]);
    expect(offenderNames(root)).toEqual(['object']);
  });

  it('names nested packages and the chain that pulls each in, through a workspace too', () => {
    const root = fixture(
      {
        'node_modules/app': { license: 'MIT', dependencies: { util: '^2' } },
        'node_modules/app/node_modules/util': { version: '2.0.0', license: 'CC-BY-NC-4.0' },
        'node_modules/util': { license: 'MIT' },
        'node_modules/@shop/sdk': { link: true, resolved: 'packages/sdk' },
        'packages/sdk': { dependencies: { eula: '1' } },
        'node_modules/eula': { license: 'UNLICENSED' },
      },
      [],
      { app: '1', util: '1', '@shop/sdk': '*' },
    );
    const { packages } = readProductionTree(root);
    // The project's own workspace and its link are first-party code, not dependencies.
    expect(packages.map(({ name }) => name)).toEqual(['app', 'util', 'util', 'eula']);
    expect(check(root).offenders.map(({ pkg }) => [pkg.name, pkg.version, pkg.via])).toEqual([
      ['util', '2.0.0', ['app']],
      ['eula', '1.0.0', ['@shop/sdk']],
    ]);
  });
});

describe('npm run licences, as a process', () => {
  function licences(root: string) {
    return spawnSync('npx', ['tsx', 'scripts/licences.ts', '--root', root], { encoding: 'utf8' });
  }

  it('exits 1 naming each offender, its terms and what pulls it in', () => {
    const root = fixture(
      {
        'node_modules/ui': { license: 'MIT', dependencies: { chart: '1' } },
        'node_modules/chart': { version: '3.1.0', license: 'CC-BY-NC-SA-4.0' },
      },
      [],
      { ui: '1' },
    );
    const run = licences(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      '  ✗ chart@3.1.0: non-commercial terms; the package states "CC-BY-NC-SA-4.0"\n      pulled in by shop › ui › chart',
    );
    expect(run.stdout).toContain('\n  1  CC-BY-NC-SA-4.0\n');
    expect(run.stdout).toContain('Licences: FAILED.');
  }, 60_000);

  it('exits 0 when every package is allowed or excused', () => {
    const run = licences(single('Apache-2.0'));
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toContain('Licences of the 1 production package ');
    expect(run.stdout).toContain('every production package is allowed or a reviewed exception');
  }, 60_000);
});
