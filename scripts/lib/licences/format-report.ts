import { noLicence, type LicenceReport, type Offender } from './check-licences.ts';
import type { ProductionPackage } from './production-tree.ts';

const count = new Intl.NumberFormat('en-US');

function plural(n: number, word: string): string {
  return `${count.format(n)} ${word}${n === 1 ? '' : 's'}`;
}

/** `project › a › b › pkg`, or why no chain is shown. */
export function pulledInBy(project: string, pkg: ProductionPackage): string {
  if (!pkg.via) return 'no production chain found in the lock file';
  return [project, ...pkg.via, pkg.name].join(' › ');
}

function offenderLines(project: string, { pkg, verdict, refused }: Offender): string[] {
  const stated = pkg.licence === undefined ? 'no licence' : `"${pkg.licence}"`;
  const why =
    verdict.status === 'unknown'
      ? 'unknown terms'
      : `${verdict.kind} terms${verdict.file ? ` (named in ${verdict.file})` : ''}`;
  return [
    `  ✗ ${pkg.name}@${pkg.version}: ${why}; the package states ${stated}`,
    `      pulled in by ${pulledInBy(project, pkg)}`,
    ...(refused ? [`      its allow-list entry is refused: no entry excuses ${why}`] : []),
  ];
}

/**
 * The check's output: the licence counts, the reviewed exceptions in use, then what fails.
 * With `list`, every production package and its licence first.
 */
export function formatReport(
  report: LicenceReport,
  options: { project: string; allowFile: string; list?: ProductionPackage[] },
): string[] {
  const { project, allowFile, list } = options;
  const width = count.format(report.counts[0]?.[1] ?? 0).length;
  const lines = [
    ...(list ?? []).map((pkg) => `${pkg.name}@${pkg.version}  ${pkg.licence ?? noLicence}`),
    `Licences of the ${plural(report.packages, 'production package')} (package-lock.json without dev dependencies):`,
    ...report.counts.map(([licence, n]) => `  ${count.format(n).padStart(width)}  ${licence}`),
  ];
  if (report.excepted.length) {
    lines.push(`Reviewed exceptions in use (${allowFile}):`);
    for (const { entry, pkgs } of report.excepted) {
      lines.push(
        `  ${entry.package}@${entry.version} "${entry.licence}" (${plural(pkgs.length, 'package')}): ${entry.reason}`,
      );
    }
  }
  if (report.offenders.length) {
    lines.push(`Not allowed in production (${plural(report.offenders.length, 'package')}):`);
    lines.push(...report.offenders.flatMap((offender) => offenderLines(project, offender)));
  }
  if (report.stale.length) {
    lines.push(`Stale allow-list entries in ${allowFile} (remove or update them):`);
    for (const { entry, why } of report.stale) {
      lines.push(`  ✗ ${entry.package}@${entry.version} "${entry.licence}": ${why}`);
    }
  }
  lines.push(
    report.ok
      ? 'Licences: every production package is allowed or a reviewed exception.'
      : 'Licences: FAILED. A package under AGPL, SSPL, BUSL, Commons Clause or non-commercial terms must be replaced; unknown terms need a review and an entry in the allow-list (decision 096).',
  );
  return lines;
}
