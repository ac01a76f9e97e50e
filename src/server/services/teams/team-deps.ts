import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What the team services use (decision 103). */
export interface TeamDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  /** The public site, where the invitation's page lives. */
  siteUrl: string;
}

/** An invitation link's token (only in the mail) and the SHA-256 that is stored. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
