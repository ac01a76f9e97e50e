import { startNoticeListener, type NoticeListener } from '../../db/notice-listener.ts';
import type { Logger } from '../../logger.ts';
import { forgetAll, forgetUser } from './auth-cache.ts';

/** The channel of migration 0025's triggers; the payload is a user's id, or '' for a plan. */
export const ACCOUNT_CHANNEL = 'account_changed';
export const ACCOUNT_LISTENER_NAME = 'kieu-account-listener';

/**
 * Decision 072: forgets a user's cached sessions and tokens when the database says, after the
 * commit, that a row of theirs changed, and forgets everything when notices may have been missed.
 * @example const notices = await startAccountNotices({ url: database.url, logger });
 */
export function startAccountNotices(options: {
  url: string;
  logger: Logger;
}): Promise<NoticeListener> {
  return startNoticeListener({
    ...options,
    channel: ACCOUNT_CHANNEL,
    applicationName: ACCOUNT_LISTENER_NAME,
    onNotice: (userId) => (userId === undefined ? forgetAll() : forgetUser(userId)),
  });
}
