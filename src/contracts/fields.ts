import { z } from 'zod';
import { msg } from './messages.ts';

/** Digits, spaces, dashes and a leading plus, e.g. '0912 345 678' or '+84 912-345-678'. */
const phoneCharacters = /^\+?[0-9][0-9 -]*$/;

/** Vietnamese numbers have 10 digits (11 with +84); 9..15 also admits landlines and foreign ones. */
export function countPhoneDigits(phone: string): number {
  return phone.replace(/\D/g, '').length;
}

/** A phone number as people type it; stored trimmed, formatting kept. */
export const phoneSchema = z
  .string(msg('validation.phoneRequired'))
  .trim()
  .min(1, msg('validation.phoneRequired'))
  .regex(phoneCharacters, msg('validation.phoneInvalid'))
  .refine((phone) => {
    const digits = countPhoneDigits(phone);
    return digits >= 9 && digits <= 15;
  }, msg('validation.phoneInvalid'));

/** A required email address. */
export const emailSchema = z
  .string(msg('validation.emailRequired'))
  .trim()
  .min(1, msg('validation.emailRequired'))
  .max(254, msg('validation.emailInvalid'))
  .pipe(z.email(msg('validation.emailInvalid')));

/** An optional email address; an empty form field counts as none. */
export const optionalEmailSchema = z
  .string(msg('validation.emailInvalid'))
  .trim()
  .max(254, msg('validation.emailInvalid'))
  .refine(
    (email) => email === '' || z.email().safeParse(email).success,
    msg('validation.emailInvalid'),
  )
  .optional();

export const localeSchema = z.enum(['vi', 'en'], msg('validation.localeInvalid'));
