import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const engineDir = import.meta.dirname;
const root = path.join(engineDir, '..', '..', '..');

/** Every package the engine's code names: imports, requires and resolved paths. */
async function packagesNamed(): Promise<string[]> {
  const files = (await readdir(engineDir, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const names = new Set<string>();
  for (const file of files) {
    const source = await readFile(path.join(engineDir, file), 'utf8');
    for (const [, specifier] of source.matchAll(
      /(?:from|import\(|require\(|resolve\(|\)\()\s*'([^.'][^']*)'/g,
    )) {
      if (specifier!.startsWith('node:')) continue;
      const parts = specifier!.split('/');
      names.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return [...names].sort();
}

describe('the engine’s licences (issue 39)', () => {
  // A paid network service may not run AGPL, SSPL, BUSL or non-commercial code: the engine runs
  // on every try-on, edit and cut-out. Terms not named (SEE LICENSE IN …) count as unknown.
  it('names no package under a network-copyleft, source-available or unknown licence', async () => {
    const refused: string[] = [];
    for (const name of await packagesNamed()) {
      const manifest = JSON.parse(
        await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { license?: string };
      const licence = manifest.license ?? '';
      if (
        !licence ||
        /AGPL|SSPL|BUSL|Commons Clause|-NC\b|non-?commercial|SEE LICENSE|UNLICENSED/i.test(licence)
      ) {
        refused.push(`${name}: ${licence || 'no licence'}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
