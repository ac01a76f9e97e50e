import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

let aptUpdated = false;

/** Installs Debian packages when a test needs them and they are missing (CI starts clean). */
export function aptInstall(packages: string[]): void {
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing system packages: ${packages.join(' ')}. Install them with apt-get.`);
  }
  const quiet: ExecFileSyncOptions = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], quiet);
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], quiet);
}

/** Path of Debian's Chromium, installing it first if needed (Lighthouse runs the full browser). */
export function ensureChromium(): string {
  const path = '/usr/bin/chromium';
  if (!existsSync(path)) aptInstall(['chromium']);
  return path;
}

/**
 * Path of Debian's Chromium headless shell, installing it first if needed: the browser tests'
 * browser. It is the same engine without the full browser's window UI, and ran the axe pages in
 * 0.6× the time of `chromium --headless` on two cores (issue 38).
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';
export function ensureHeadlessShell(): string {
  if (!existsSync(headlessShellPath)) aptInstall(['chromium-headless-shell']);
  return headlessShellPath;
}

/** Folder of PostgreSQL's server programs (initdb, pg_ctl), installing the server if needed. */
export function ensurePostgresBin(): string {
  const find = () => {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    return versions
      .map((v) => `${root}/${v}/bin`)
      .find((bin) => existsSync(`${bin}/initdb`) && existsSync(`${bin}/pg_ctl`));
  };
  const found = find();
  if (found) return found;
  aptInstall(['postgresql']);
  const installed = find();
  if (!installed) throw new Error('PostgreSQL was installed but initdb was not found');
  return installed;
}
