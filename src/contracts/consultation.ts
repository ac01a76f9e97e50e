import { z } from 'zod';
import { localeSchema, optionalEmailSchema, phoneSchema } from './fields.ts';
import { msg } from './messages.ts';

export const businessTypes = ['fashion_shop', 'brand', 'salon', 'creator', 'other'] as const;
export type BusinessType = (typeof businessTypes)[number];

/** POST /consultations: the home page's free-consultation sign-up. */
export const consultationRequestSchema = z.object({
  name: z
    .string(msg('validation.nameRequired'))
    .trim()
    .min(2, msg('validation.nameTooShort'))
    .max(100, msg('validation.nameTooLong')),
  phone: phoneSchema,
  email: optionalEmailSchema,
  businessType: z.enum(businessTypes, msg('validation.businessTypeInvalid')).optional(),
  message: z
    .string(msg('validation.messageTooLong'))
    .trim()
    .max(1000, msg('validation.messageTooLong'))
    .optional(),
  locale: localeSchema,
});
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>;

/** 201 answer of POST /consultations. */
export const consultationResponseSchema = z.object({ id: z.uuid() });
export type ConsultationResponse = z.infer<typeof consultationResponseSchema>;
