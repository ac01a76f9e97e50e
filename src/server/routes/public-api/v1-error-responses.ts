import { z } from '@hono/zod-openapi';
import { errorsByStatus, v1ErrorCodes, type V1Operation } from './v1-error-codes.ts';
import { errorSchemaFor } from './v1-schemas.ts';

const requestIdHeader = {
  'X-Request-Id': z
    .string()
    .openapi({ description: 'This request’s id, also in our logs: quote it to support.' }),
};

const retryHeaders = z.object({
  ...requestIdHeader,
  'Retry-After': z.string().openapi({ description: 'Seconds until a request is accepted.' }),
  'X-RateLimit-Limit': z.string().optional().openapi({
    description: 'With rate_limit_exceeded: the token’s requests per minute.',
  }),
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
      content: { 'application/json': { schema: errorSchemaFor(codes as [never, ...never[]]) } },
      description: codes.map((code) => `\`${code}\`: ${v1ErrorCodes[code].means}.`).join(' '),
      headers: status === 429 ? retryHeaders : z.object(requestIdHeader),
    };
  }
  return responses;
}

/** A success answer with the headers every answer carries. */
export function success<T extends z.ZodType>(schema: T, description: string) {
  return {
    content: { 'application/json': { schema } },
    description,
    headers: z.object(requestIdHeader),
  };
}
