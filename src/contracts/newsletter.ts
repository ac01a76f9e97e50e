import { z } from 'zod';
import { emailSchema, localeSchema } from './fields.ts';

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;

/** POST /newsletter: the blog's sign-up; `lang` is the language of the mail and the newsletter. */
export const newsletterSignupSchema = z.object({
  email: emailSchema,
  lang: localeSchema,
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/**
 * 202 answer of POST /newsletter: the same for a new, pending or already confirmed address, so
 * the answer never tells whether someone is subscribed.
 */
export const newsletterSignupResponseSchema = z.object({ status: z.literal('check_email') });
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
