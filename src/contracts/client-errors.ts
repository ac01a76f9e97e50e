import { z } from 'zod';
import { msg } from './messages.ts';

/** Limits of an island's error report: enough for a message and a short stack, no more. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, path: 300 } as const;

/**
 * POST /client-errors: what an island's error boundary (spec §2.1) sends to the API's log.
 * Only the error and where it happened; never form values or user data.
 */
// A developer-facing report: one localized message, the field named by the path.
const invalid = msg('validation.invalid');
const text = (max: number) => z.string(invalid).max(max, invalid);

export const clientErrorReportSchema = z.strictObject(
  {
    message: text(CLIENT_ERROR_LIMITS.message).trim().min(1, invalid),
    stack: text(CLIENT_ERROR_LIMITS.stack).optional(),
    componentStack: text(CLIENT_ERROR_LIMITS.stack).optional(),
    path: text(CLIENT_ERROR_LIMITS.path).startsWith('/', invalid),
  },
  invalid,
);
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** 202 answer: the request id the API logged the report under, for support to find it. */
export interface ClientErrorReceipt {
  request_id: string;
}
