import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's first recommended
// setting, about 20 ms a hash on the target machine.
const ARGON2ID = 2;

/** @example const stored = await hashPassword('mật khẩu mới 2026'); */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash nobody knows the password of: checking it costs what checking a real one costs. */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. With no stored hash (unknown email, Google-only account)
 * a decoy is checked instead, so the answer takes as long and does not tell accounts apart.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const target = stored ?? (await decoy);
  const ok = await verify(target, password).catch(() => false);
  return ok && stored !== null;
}

/** A password for a new identity-provider account (spec §3 traditional_login): 20 characters. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
