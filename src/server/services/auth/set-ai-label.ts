import { eq } from 'drizzle-orm';
import type { AiLabel } from '../../../contracts/ai-label.ts';
import { users } from '../../db/schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { readProfile } from './read-profile.ts';
import type { UserRow } from './start-session.ts';
import { forgetUser } from './auth-cache.ts';

/**
 * PUT /auth/profile/ai-label (decision 054): remembers the visible label of image downloads. The
 * contract already refused "none" without the confirmation; choosing it records when the user
 * confirmed, which is what a later unlabelled download is checked against.
 */
export async function setAiLabel(
  deps: Pick<AuthDeps, 'db' | 'adminEmails' | 'clock'>,
  user: UserRow,
  input: { ai_label: AiLabel; not_real_person: boolean },
) {
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(users)
    .set({
      aiLabel: input.ai_label,
      updatedAt: now,
      ...(input.ai_label === 'none' && input.not_real_person
        ? { aiLabelNoneConfirmedAt: now }
        : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  forgetUser(user.id);
  return readProfile(deps, updated!);
}
