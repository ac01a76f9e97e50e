import { z } from 'zod';
import { emailSchema, localeSchema, phoneSchema } from './fields.ts';
import { msg } from './messages.ts';

/** Spec §3: the contact form's topics. */
export const contactTopics = ['support', 'pricing', 'cooperation', 'feedback', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

/**
 * Spec §5 and §9: PNG, JPG or PDF, at most 4 files of 10MB each. The API decides a file's type
 * from its content, so `mimeTypes` and `accept` only help the browser's file picker.
 */
export const contactUploadLimits = {
  maxFiles: 4,
  maxFileBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  accept: '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf',
  /** Parameters of the upload messages: validation.fileType, fileTooLarge, tooManyFiles. */
  messageParams: { acceptedTypes: 'PNG, JPG, PDF', maxSize: 10, maxFiles: 4 },
} as const;

/** The text fields of POST /contact (multipart/form-data; files go in parts named `files`). */
export const contactFieldsSchema = z.object({
  firstName: z
    .string(msg('validation.firstNameRequired'))
    .trim()
    .min(1, msg('validation.firstNameRequired'))
    .max(50, msg('validation.firstNameTooLong')),
  lastName: z
    .string(msg('validation.lastNameRequired'))
    .trim()
    .min(1, msg('validation.lastNameRequired'))
    .max(50, msg('validation.lastNameTooLong')),
  email: emailSchema,
  phone: phoneSchema,
  topic: z.enum(contactTopics, msg('validation.topicInvalid')),
  description: z
    .string(msg('validation.descriptionRequired'))
    .trim()
    .min(10, msg('validation.descriptionTooShort'))
    .max(5000, msg('validation.descriptionTooLong')),
  /** Language of the confirmation mail; the request's Accept-Language when absent. */
  locale: localeSchema.optional(),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** 201 answer of POST /contact; `reference` is what the sender quotes to support. */
export const contactResponseSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
