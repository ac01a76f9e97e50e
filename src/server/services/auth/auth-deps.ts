import type { AppDeps } from '../../app-deps.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { adminEmails, publicSiteUrl } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What the account services need; built from AppDeps once per router. */
export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** HMAC key of one-time codes (APP_SECRET). */
  codeSecret: string;
  tokens: { secret: string; ttlSeconds: number };
  siteUrl: string;
  adminEmails: Set<string>;
}

export function authDeps(deps: AppDeps): AuthDeps {
  return {
    db: deps.database.db,
    mailer: deps.mailer,
    clock: deps.clock,
    logger: deps.logger,
    codeSecret: deps.env.APP_SECRET,
    tokens: { secret: deps.env.JWT_SECRET, ttlSeconds: deps.env.ACCESS_TOKEN_TTL_SECONDS },
    siteUrl: publicSiteUrl(deps.env),
    adminEmails: adminEmails(deps.env),
  };
}

/** Emails are compared and stored lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
