import { eq } from 'drizzle-orm';
import type { AiLabel } from '../../../contracts/ai-label.ts';
import type { AuthProvider, Profile } from '../../../contracts/user.ts';
import { userIdentities, users } from '../../db/schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { toUser, type UserRow } from './start-session.ts';
import { forgetUser } from './auth-cache.ts';

/** GET /auth/profile: the user, when they joined, and how they can sign in. */
export async function readProfile(deps: Pick<AuthDeps, 'db' | 'adminEmails'>, user: UserRow) {
  const identities = await deps.db
    .selectDistinct({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userId, user.id));
  const providers = [
    ...(user.passwordHash ? ['password'] : []),
    ...identities.map((row) => row.provider).sort(),
  ] as AuthProvider[];
  return {
    ...toUser(deps, user),
    created_at: user.createdAt.toISOString(),
    auth_providers: providers,
    ai_label: user.aiLabel as AiLabel,
    ai_label_none_confirmed_at: user.aiLabelNoneConfirmedAt?.toISOString() ?? null,
  } satisfies Profile;
}

/** PUT /auth/profile: the display name. */
export async function updateProfile(
  deps: Pick<AuthDeps, 'db' | 'adminEmails' | 'clock'>,
  user: UserRow,
  input: { name: string },
) {
  const [updated] = await deps.db
    .update(users)
    .set({ name: input.name, updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  forgetUser(user.id);
  return readProfile(deps, updated!);
}
