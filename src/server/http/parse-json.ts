import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './app-error.ts';
import { refuseNul } from './client-input.ts';
import { issuesFromZod } from './localize.ts';

/**
 * A JSON body as sent: bad JSON is a 400, a string or key with a NUL character a 422 naming
 * the field (PostgreSQL stores neither in text nor in JSON; decision 036).
 * @example const body = await readJson(c);
 */
export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw errors.invalidJson();
  }
  refuseNul(body);
  return body;
}

/**
 * Reads and validates a JSON body with a contract schema; bad JSON is a 400, a body that
 * breaks the schema a 422 listing each field in the caller's language.
 */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw errors.validation(issuesFromZod(result.error));
  return result.data;
}
