import { z } from '@hono/zod-openapi';
import { latestApiVersion } from '../../services/public-api/api-versions.ts';
import { errorsByStatus, v1ErrorCodes, type V1Operation } from './v1-error-codes.ts';
import { errorSchemaFor } from './v1-schemas.ts';

/**
 * The headers of every answer. The rate-limit ones are absent only on a 401, whose caller has no
 * token to count; every call counts as one, polls of the token's own jobs included, since each
 * costs the database read the limit guards (issue 18: a webhook avoids polling altogether).
 */
const everyAnswer = {
  'X-Request-Id': z
    .string()
    .openapi({ description: 'This request’s id, also in our logs: quote it to support.' }),
  'Kieu-Version': z.string().optional().openapi({
    description:
      'The API version this answer follows: the request’s `Kieu-Version`, or else the newest version on the day its token was made. Absent on a 401.',
    example: latestApiVersion,
  }),
  'X-RateLimit-Limit': z
    .string()
    .optional()
    .openapi({ description: 'The token’s requests per minute.' }),
  'X-RateLimit-Remaining': z.string().optional().openapi({
    description:
      'Requests the token has left in this calendar minute, after this one. Every call counts as one, polls included.',
  }),
  'X-RateLimit-Reset': z
    .string()
    .optional()
    .openapi({ description: 'Seconds until the count of this minute starts again.' }),
};

const retryHeaders = z.object({
  ...everyAnswer,
  'Retry-After': z.string().openapi({ description: 'Seconds until a request is accepted.' }),
});

type Response = {
  content?: Record<string, { schema: unknown }>;
  description: string;
  headers?: z.ZodObject;
};

/**
 * An operation's error answers for the OpenAPI document, from the one table of codes
 * (`v1-error-codes.ts`): per status, `code` as an enum of the codes that status carries there,
 * a description naming each, and the headers it sends (issue 18).
 */
export function errorResponses(operation: V1Operation): Record<number, Response> {
  const responses: Record<number, Response> = {};
  for (const [status, codes] of errorsByStatus(operation)) {
    responses[status] = {
      content: {
        'application/json': { schema: errorSchemaFor(codes as [never, ...never[]], status) },
      },
      description: codes.map((code) => `\`${code}\`: ${v1ErrorCodes[code].means}.`).join(' '),
      headers: status === 429 ? retryHeaders : z.object(everyAnswer),
    };
  }
  return responses;
}

/** A success answer with the headers every answer carries, and `headers` of its own. */
export function success<T extends z.ZodType>(
  schema: T,
  description: string,
  headers: Record<string, z.ZodType> = {},
) {
  return {
    content: { 'application/json': { schema } },
    description,
    headers: z.object({ ...everyAnswer, ...headers }),
  };
}
