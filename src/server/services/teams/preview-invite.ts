import type { TeamInvitePreview } from '../../../contracts/teams.ts';
import type { Db } from '../../db/database.ts';
import { findOpenInvite } from './find-open-invite.ts';

/**
 * POST /team/invites/preview (decision 103): who invites, and which address, so the invitation's
 * page can say it before anyone accepts. The token travels in the body, never in a logged URL.
 */
export async function previewInvite(db: Db, token: string, now: Date): Promise<TeamInvitePreview> {
  const invite = await findOpenInvite(db, token, now);
  return {
    owner: { name: invite.ownerName, email: invite.ownerEmail },
    email: invite.email,
    expiresAt: invite.expiresAt.toISOString(),
  };
}
