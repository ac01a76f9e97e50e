import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './app-error.ts';
import { issuesFromZod } from './localize.ts';

/**
 * Query parameters checked by a contract schema; a bad one is a 422 in the caller's language,
 * or a 400 with `code` for routes whose contract asks for 400.
 * @example parseQuery(c, apiUsageQuerySchema, { badRequest: 'invalid_query' })
 */
export function parseQuery<T extends z.ZodType>(
  c: Context,
  schema: T,
  options: { badRequest?: string } = {},
): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const issues = issuesFromZod(result.error);
    throw options.badRequest
      ? errors.badRequest(options.badRequest, issues)
      : errors.validation(issues);
  }
  return result.data;
}
