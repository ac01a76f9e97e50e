import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_CLOSING_GRACE_DAYS,
  REAUTH_MAX_AGE_SECONDS,
  type CloseAccountRequest,
  type CloseAccountResponse,
} from '../../../contracts/account-closing.ts';
import { generations, userIdentities, users } from '../../db/schema.ts';
import { nextTokensValidAfter } from '../auth/access-tokens.ts';
import { authErrors } from '../auth/auth-errors.ts';
import { verifyPassword } from '../auth/hash-password.ts';
import type { UserRow } from '../auth/start-session.ts';
import { failGeneration } from '../generation/run-generation.ts';
import { accountClosingMail } from './account-closing-mails.ts';
import { closingErrors } from './closing-errors.ts';
import { readClosingNotice } from './read-closing-notice.ts';
import { removeExportFiles, removeExportRows } from './remove-account-exports.ts';
import { newUndoToken, recordClosingStep, type ClosingDeps } from './closing-deps.ts';
import { forgetUser } from '../auth/auth-cache.ts';

/**
 * DELETE /auth/account (issue 26 point 1, decision 056). After a fresh sign-in: every access
 * token is void (tokens_valid_after) and sign-in, API tokens and renewals refuse a closing
 * account; unfinished generations fail through the engine's own failure path, which refunds
 * each hold exactly once; the owner gets the undo link by mail. The deletion is the purge job's.
 * Its public traces go at once (issue 39, defect 8): share links and community results stop
 * showing while the account is closing (read-shared-result.ts, list-community.ts), and its
 * exports' download links die with their ZIPs.
 */
export async function closeAccount(
  deps: ClosingDeps,
  user: UserRow,
  input: CloseAccountRequest,
): Promise<CloseAccountResponse> {
  if (user.closingAt) throw closingErrors.alreadyClosing();
  await checkFreshSignIn(deps, user, input);
  const now = deps.clock.now();
  const deleteAfter = new Date(now.getTime() + ACCOUNT_CLOSING_GRACE_DAYS * 86_400_000);
  // Read before any generation is cancelled: what was paid, as the person confirmed it.
  const notice = await readClosingNotice(deps.db, user.id, now);
  const undo = newUndoToken();
  await deps.db.transaction(async (tx) => {
    const closed = await tx
      .update(users)
      .set({
        closingAt: now,
        deleteAfter,
        closureUndoHash: undo.hash,
        tokensValidAfter: nextTokensValidAfter(now, user.tokensValidAfter),
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.closingAt)))
      .returning({ id: users.id });
    if (closed.length === 0) throw closingErrors.alreadyClosing();
    await recordClosingStep(tx, {
      actor: 'account-owner',
      action: 'account.close',
      userId: user.id,
      details: { delete_after: deleteAfter.toISOString() },
    });
    await removeExportRows(tx, user.id);
  });
  // Decision 069: this process refuses the account's sessions and tokens from now on.
  forgetUser(user.id);
  const running = await deps.db
    .select({ id: generations.id })
    .from(generations)
    .where(and(eq(generations.userId, user.id), eq(generations.status, 'processing')));
  for (const { id } of running) {
    await failGeneration(deps, id, 'accountClosing.api.cancelled');
  }
  // Left behind, a ZIP is still removed by the purge; until then its link would work: say so.
  const exports = await removeExportFiles(deps.store, user.id).catch((error: unknown) => {
    deps.logger.error({ err: error, userId: user.id }, 'closing account exports not removed');
    return 0;
  });
  const lang = user.locale === 'en' ? 'en' : 'vi';
  const url = `${deps.siteUrl}${lang === 'en' ? '/en' : ''}/account-restore?t=${undo.token}`;
  await deps.mailer
    .send(accountClosingMail(lang, 'closed', user, { url, deleteAfter }))
    .catch((error: unknown) =>
      deps.logger.error({ err: error, userId: user.id }, 'account closing mail not sent'),
    );
  deps.logger.info({ userId: user.id, cancelled: running.length, exports }, 'account closing');
  return { status: 'closing', delete_after: deleteAfter.toISOString(), ...notice };
}

/**
 * The current password, or a Firebase ID token of an identity linked to this account whose
 * sign-in (auth_time, as the identity provider reports it) is at most REAUTH_MAX_AGE_SECONDS old.
 */
async function checkFreshSignIn(deps: ClosingDeps, user: UserRow, input: CloseAccountRequest) {
  if (input.password !== undefined) {
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw authErrors.currentPasswordWrong();
    }
    return;
  }
  if (input.id_token === undefined) throw closingErrors.reauthRequired();
  const identity = await deps.firebase.verify(input.id_token);
  if (!identity) throw authErrors.identityFailed();
  const [linked] = await deps.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, 'firebase'), eq(userIdentities.subject, identity.uid)));
  if (linked?.userId !== user.id) throw closingErrors.identityNotLinked();
  const age = deps.clock.now().getTime() - identity.authTime.getTime();
  if (age > REAUTH_MAX_AGE_SECONDS * 1000) throw closingErrors.reauthStale();
}
