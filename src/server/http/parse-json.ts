import type { Context } from 'hono';
import type { z } from 'zod';
import { errors } from './app-error.ts';

/**
 * Reads and validates a JSON body with a contract schema; bad JSON is a 400, a body that
 * breaks the schema a 422 listing each field.
 */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw errors.invalidJson();
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw errors.validation(
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return result.data;
}
