import { z } from 'zod';
import {
  loginRequestSchema,
  otpRules,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../contracts/auth.ts';
import { emailSchema } from '../../contracts/fields.ts';
import { msg } from '../../contracts/messages.ts';
import type { IslandKey } from '../app-shell/i18n-core.ts';

// Spec §5 form rules, built from the API's contract fields so limits are written once. Messages
// are dictionary keys; the forms translate them.
const key = (k: IslandKey) => k;

/** Spec §5: 'Please enter a valid email', also for an empty field. */
const email = z.string().trim().min(1, msg('validation.emailInvalid')).pipe(emailSchema);

export const loginFormSchema = z.object({
  email,
  password: loginRequestSchema.shape.password,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The confirm field of spec §5: required, then equal (the mismatch shows on the confirm field). */
export const confirmPassword = z.string().min(1, key('authUi.confirmRequired'));
export const passwordsMatch: [
  (form: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (form) => !form.confirmPassword || form.password === form.confirmPassword,
  { message: key('authUi.passwordsMismatch'), path: ['confirmPassword'] },
];

export const registerFormSchema = z
  .object({
    name: registerRequestSchema.shape.name,
    email,
    password: registerRequestSchema.shape.password,
    confirmPassword,
  })
  .refine(...passwordsMatch);
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotFormSchema = z.object({ email });
export type ForgotForm = z.infer<typeof forgotFormSchema>;

/** Spec §5: at least 4 characters; the input takes at most 6. */
export const verifyFormSchema = z.object({
  code: z.string().trim().min(otpRules.minLength, key('authApi.otpFormat')),
});
export type VerifyForm = z.infer<typeof verifyFormSchema>;

export const resetFormSchema = z
  .object({ password: resetPasswordRequestSchema.shape.new_password, confirmPassword })
  .refine(...passwordsMatch);
export type ResetForm = z.infer<typeof resetFormSchema>;
