import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

// licences-allow.json: the reviewed exceptions to `npm run licences` (decision 096). An entry
// excuses a package whose terms the check cannot judge (GPL run as its own process, LGPL linked
// dynamically, a licence file that is in fact permissive), never a forbidden one.

const entrySchema = z
  .object({
    /** The package name; `*` stands for any characters (`@img/sharp-libvips-*`). */
    package: z.string().min(1),
    /** An exact version, or one with `x` parts (`1.3.x`), or `*`. */
    version: z.string().min(1),
    /** The licence exactly as the package states it, `(none)` for none: a change needs a new review. */
    licence: z.string().min(1),
    /** What was read and why it is acceptable. */
    reason: z.string().min(20),
  })
  .strict();

const fileSchema = z
  .object({ about: z.string().optional(), exceptions: z.array(entrySchema) })
  .strict();

export type AllowEntry = z.infer<typeof entrySchema>;

/** The file's entries; none when it does not exist. Throws, naming each bad field, when invalid. */
export function readAllowList(file: string): AllowEntry[] {
  if (!existsSync(file)) return [];
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (parsed.success) return parsed.data.exceptions;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`${file} is not a valid allow-list:\n  ${problems.join('\n  ')}`);
}

/** @example nameMatches('@img/sharp-libvips-*', '@img/sharp-libvips-linux-x64') // true */
export function nameMatches(pattern: string, name: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(name);
}

/** @example versionMatches('1.3.x', '1.3.4') // true; versionMatches('1.3.x', '1.4.0') // false */
export function versionMatches(range: string, version: string): boolean {
  if (range === '*' || range === version) return true;
  const wanted = range.split('.');
  const parts = version.split('.');
  if (!wanted.some((part) => /^[x*]$/i.test(part))) return false;
  return wanted.every((part, index) => /^[x*]$/i.test(part) || part === parts[index]);
}
