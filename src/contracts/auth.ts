import { z } from 'zod';
import type { enAuth } from '../i18n/en/auth.ts';
import { emailSchema, localeSchema } from './fields.ts';
import { msg } from './messages.ts';
import { userSchema } from './user.ts';

/** A key of the auth API's messages; like `msg`, checked at compile time. */
type AuthApiKey = Extract<keyof typeof enAuth, `authApi.${string}`>;
const authMsg = (key: AuthApiKey): AuthApiKey => key;

/** Spec §5 and §9 bounds, written once for the forms and the API. */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;
export const otpRules = {
  /** Digits in a mailed code; the form accepts 4 to 6 characters (spec §5). */
  length: 6,
  minLength: 4,
  ttlMinutes: 10,
  maxAttempts: 5,
  /** One new code per account per minute. */
  resendSeconds: 60,
} as const;
export const resetTokenRules = { ttlMinutes: 60 } as const;
/** Spec §5: an ID token shorter than this is refused before any verification. */
export const FIREBASE_ID_TOKEN_MIN_LENGTH = 100;

const newPassword = z
  .string(authMsg('authApi.passwordTooShort'))
  .min(passwordRules.minLength, authMsg('authApi.passwordTooShort'))
  .max(passwordRules.maxLength, authMsg('authApi.passwordTooLong'));

const anyPassword = z
  .string(authMsg('authApi.passwordRequired'))
  .min(1, authMsg('authApi.passwordRequired'))
  .max(passwordRules.maxLength, authMsg('authApi.passwordTooLong'));

const name = z
  .string(msg('validation.nameTooShort'))
  .trim()
  .min(2, msg('validation.nameTooShort'))
  .max(100, msg('validation.nameTooLong'));

/** POST /auth/register. `locale` picks the mail's language (else Accept-Language). */
export const registerRequestSchema = z.object({
  name,
  email: emailSchema,
  password: newPassword,
  locale: localeSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  email: z.email(),
  requires_verification: z.literal(true),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /auth/login: spec §7 names the email `username`. */
export const loginRequestSchema = z.object({
  username: emailSchema,
  password: anyPassword,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/generate_otp and POST /auth/forgot-password. */
export const emailRequestSchema = z.object({
  email: emailSchema,
  locale: localeSchema.optional(),
});
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/**
 * POST /auth/verify_otp. Spec §5: the site sends the code as an integer parsed from the entry;
 * a string of digits is taken too. Codes are mailed without a leading zero, so parsing keeps
 * every digit.
 */
export const verifyOtpRequestSchema = z.object({
  email: emailSchema,
  otp: z
    .union(
      [
        z.number(authMsg('authApi.otpFormat')),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/)
          .transform(Number),
      ],
      authMsg('authApi.otpFormat'),
    )
    .pipe(
      z
        .number()
        .int(authMsg('authApi.otpFormat'))
        .min(10 ** (otpRules.minLength - 1), authMsg('authApi.otpFormat'))
        .max(10 ** otpRules.length - 1, authMsg('authApi.otpFormat')),
    ),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/** POST /auth/reset-password: the email and token come from the mailed link. */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  reset_token: z
    .string(authMsg('authApi.resetTokenInvalid'))
    .min(1, authMsg('authApi.resetTokenInvalid'))
    .max(200, authMsg('authApi.resetTokenInvalid')),
  new_password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /auth/change-password (signed in). */
export const changePasswordRequestSchema = z.object({
  current_password: anyPassword,
  new_password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** PUT /auth/profile. */
export const updateProfileRequestSchema = z.object({ name });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** The `{ status, message }` answer of the code, reset and password calls. */
export const messageResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * POST /auth/verify_otp: the right code signs the new account in (issue 40), so the session
 * comes with the message; an account that may not sign in gets the message alone.
 */
export const verifyOtpResponseSchema = messageResponseSchema.extend(
  loginResponseSchema.partial().shape,
);
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST /auth/change-password: the old tokens stop working, so a fresh one comes back. */
export const changePasswordResponseSchema = messageResponseSchema.extend({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});

/** Spec §3 and §5: what the site passes after signing in with Firebase. */
export const firebaseLoginRequestSchema = z.object({
  idToken: z
    .string(authMsg('authApi.firebaseTokenInvalid'))
    .trim()
    .min(FIREBASE_ID_TOKEN_MIN_LENGTH, authMsg('authApi.firebaseTokenInvalid'))
    .max(8192, authMsg('authApi.firebaseTokenInvalid')),
  userData: z.object(
    {
      uid: z
        .string(authMsg('authApi.firebaseUserDataInvalid'))
        .min(1, authMsg('authApi.firebaseUserDataInvalid'))
        .max(128, authMsg('authApi.firebaseUserDataInvalid')),
      email: z
        .string(authMsg('authApi.firebaseUserDataInvalid'))
        .trim()
        .min(1, authMsg('authApi.firebaseUserDataInvalid'))
        .pipe(emailSchema),
      displayName: z.string().trim().max(100).nullish(),
      photoURL: z.string().max(2048).nullish(),
      emailVerified: z.boolean().nullish(),
    },
    authMsg('authApi.firebaseUserDataInvalid'),
  ),
});
export type FirebaseLoginRequest = z.infer<typeof firebaseLoginRequestSchema>;

/**
 * Spec §3: a new account gets a generated password once (`traditional_login`), so it can also
 * sign in with email and password; existing accounts get null. The answer of a linked
 * identity's /auth/firebase/login and of /auth/identity/confirm (decision 092).
 */
export const firebaseLoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
  is_new_user: z.boolean(),
  traditional_login: z
    .object({ credentials: z.object({ email: z.email(), password: z.string() }) })
    .nullable(),
});
export type FirebaseLoginResponse = z.infer<typeof firebaseLoginResponseSchema>;

/**
 * 202 from /auth/firebase/login and /auth/google/callback for an identity no account has yet
 * (decision 092): a code went to the address, alike whether it has an account or not.
 * `confirmation` goes back with the code to POST /auth/identity/confirm.
 */
export const identityPendingResponseSchema = registerResponseSchema.extend({
  confirmation: z.string(),
});
export type IdentityPendingResponse = z.infer<typeof identityPendingResponseSchema>;

/** POST /auth/identity/confirm: the pending identity's handle and the mailed code. */
export const identityConfirmRequestSchema = z.object({
  confirmation: z
    .string(authMsg('authApi.identityConfirmationInvalid'))
    .min(1, authMsg('authApi.identityConfirmationInvalid'))
    .max(4096, authMsg('authApi.identityConfirmationInvalid')),
  otp: verifyOtpRequestSchema.shape.otp,
});
export type IdentityConfirmRequest = z.input<typeof identityConfirmRequestSchema>;

/** POST /auth/google/callback: the authorization code and the redirect URI it was issued for. */
export const googleCallbackRequestSchema = z.object({
  code: z
    .string(authMsg('authApi.googleCodeRequired'))
    .min(1, authMsg('authApi.googleCodeRequired'))
    .max(2048, authMsg('authApi.googleCodeRequired')),
  redirect_uri: z.url(authMsg('authApi.redirectUriInvalid')).max(2048),
});
export type GoogleCallbackRequest = z.infer<typeof googleCallbackRequestSchema>;

export const googleCallbackResponseSchema = loginResponseSchema;
