import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './app-error.ts';
import { issuesFromZod } from './localize.ts';

/**
 * Reads and validates a JSON body with a contract schema; bad JSON is a 400, a body that
 * breaks the schema a 422 listing each field in the caller's language.
 */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw errors.invalidJson();
  }
  const result = schema.safeParse(body);
  if (!result.success) throw errors.validation(issuesFromZod(result.error));
  return result.data;
}
