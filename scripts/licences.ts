/**
 * `npm run licences` (issue 39, decision 096): judges the licence of every production package in
 * package-lock.json and exits 1 on AGPL, SSPL, BUSL, Commons Clause, non-commercial or unknown
 * terms that licences-allow.json does not excuse, and on stale allow-list entries.
 *
 * `--list` prints every production package and its licence first; `--root <dir>` checks another
 * project (its package-lock.json and licences-allow.json).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readAllowList } from './lib/licences/allow-list.ts';
import { checkLicences } from './lib/licences/check-licences.ts';
import { formatReport } from './lib/licences/format-report.ts';
import { readProductionTree } from './lib/licences/production-tree.ts';

const { values } = parseArgs({
  options: { list: { type: 'boolean', default: false }, root: { type: 'string', default: '.' } },
});
const root = path.resolve(values.root);
const allowFile = 'licences-allow.json';

const { project, packages } = readProductionTree(root);
const report = checkLicences(packages, readAllowList(path.join(root, allowFile)));
const lines = formatReport(report, {
  project,
  allowFile,
  ...(values.list ? { list: packages } : {}),
});
console.log(lines.join('\n'));
process.exit(report.ok ? 0 : 1);
