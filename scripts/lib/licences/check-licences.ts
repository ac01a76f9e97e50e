import { nameMatches, versionMatches, type AllowEntry } from './allow-list.ts';
import type { ProductionPackage } from './production-tree.ts';
import { judgeLicence, type Verdict } from './spdx.ts';

export interface Offender {
  pkg: ProductionPackage;
  verdict: Exclude<Verdict, { status: 'allowed' }>;
  /** An allow-list entry that names the package but may not excuse forbidden terms. */
  refused?: AllowEntry;
}

export interface LicenceReport {
  packages: number;
  /** Each licence as the packages state it, most used first. */
  counts: [string, number][];
  offenders: Offender[];
  excepted: { entry: AllowEntry; pkgs: ProductionPackage[] }[];
  stale: { entry: AllowEntry; why: string }[];
  ok: boolean;
}

/** How the summary and the allow-list write a package that states no licence. */
export const noLicence = '(none)';

function covers(entry: AllowEntry, pkg: ProductionPackage): boolean {
  return (
    nameMatches(entry.package, pkg.name) &&
    versionMatches(entry.version, pkg.version) &&
    entry.licence === (pkg.licence ?? noLicence)
  );
}

/** Why an entry excused nothing: the package is gone, moved on, relicensed or passes alone. */
function staleReason(entry: AllowEntry, packages: ProductionPackage[]): string {
  const named = packages.filter((pkg) => nameMatches(entry.package, pkg.name));
  if (!named.length) return 'no production package has that name';
  const inRange = named.filter((pkg) => versionMatches(entry.version, pkg.version));
  const found = (list: ProductionPackage[]) =>
    [...new Set(list.map((pkg) => `${pkg.name}@${pkg.version} (${pkg.licence ?? noLicence})`))]
      .slice(0, 3)
      .join(', ');
  if (!inRange.length) return `no version in ${entry.version}: found ${found(named)}`;
  if (!inRange.some((pkg) => (pkg.licence ?? noLicence) === entry.licence)) {
    return `the licence is no longer "${entry.licence}": found ${found(inRange)}`;
  }
  return 'not needed: the package passes on its own licence';
}

/** Judges every production package against the policy and the reviewed exceptions. */
export function checkLicences(packages: ProductionPackage[], entries: AllowEntry[]): LicenceReport {
  const counts = new Map<string, number>();
  const offenders: Offender[] = [];
  const used = new Map<AllowEntry, ProductionPackage[]>();
  for (const pkg of packages) {
    const licence = pkg.licence ?? noLicence;
    counts.set(licence, (counts.get(licence) ?? 0) + 1);
    const verdict = judgeLicence(pkg.licence, pkg.licenceText);
    if (verdict.status === 'allowed') continue;
    const entry = entries.find((candidate) => covers(candidate, pkg));
    if (entry && verdict.status === 'unknown') used.set(entry, [...(used.get(entry) ?? []), pkg]);
    else offenders.push({ pkg, verdict, ...(entry ? { refused: entry } : {}) });
  }
  const refused = new Set(offenders.map((offender) => offender.refused));
  const stale = entries
    .filter((entry) => !used.has(entry) && !refused.has(entry))
    .map((entry) => ({ entry, why: staleReason(entry, packages) }));
  return {
    packages: packages.length,
    counts: [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    offenders,
    excepted: [...used].map(([entry, pkgs]) => ({ entry, pkgs })),
    stale,
    ok: offenders.length === 0 && stale.length === 0,
  };
}
