import { z } from 'zod';
import { aiLabelSchema } from './ai-label.ts';

/** Spec §3: the user as login answers carry it and the site caches it. */
export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  is_verified: z.boolean(),
  /** Decided on the server from ADMIN_EMAILS (spec §6); the UI only mirrors it. */
  is_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authProviders = ['password', 'firebase', 'google'] as const;
export type AuthProvider = (typeof authProviders)[number];

/** GET /auth/profile (also the answer of PUT /auth/profile). */
export const profileSchema = userSchema.extend({
  created_at: z.iso.datetime({ offset: true }),
  /** How the account can sign in: 'password' when it has one, plus linked providers. */
  auth_providers: z.array(z.enum(authProviders)),
  /** The remembered visible label of image downloads (decision 054). */
  ai_label: aiLabelSchema,
  /** When the user last confirmed that unlabelled images are not presented as a real person. */
  ai_label_none_confirmed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
