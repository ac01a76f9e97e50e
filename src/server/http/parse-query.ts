import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './app-error.ts';
import { issuesFromZod } from './localize.ts';

/** Query parameters checked by a contract schema; a bad one is a 422 in the caller's language. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw errors.validation(issuesFromZod(result.error));
  return result.data;
}
