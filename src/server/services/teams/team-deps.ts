import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';

/**
 * An invitation link's token (only in the mail) and the SHA-256 that is stored: the same 256
 * random bits and hash as the closing undo link's.
 */
export {
  hashUndoToken as hashInviteToken,
  newUndoToken as newInviteToken,
} from '../account/closing-deps.ts';

/** What the team services use (decision 103). */
export interface TeamDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  /** The public site, where the invitation's page lives. */
  siteUrl: string;
}
