import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.ts';
import { AppError, errorBody, errors, type Lang } from './app-error.ts';
import { clientMistake, sqlStateOf } from './client-errors.ts';

/** What an error is answered with: its status, the error model's body and its own headers. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ReturnType<typeof errorBody>;
  headers?: Record<string, string>;
}

/**
 * The answer to an error a route threw, in the caller's language: an AppError by its own code;
 * a body, content type or value the client got wrong as a 4xx, never a 500 (decision 036);
 * anything else as a logged 500. The app's onError and the fast reads (decision 110) share it.
 */
export function errorAnswer(
  error: unknown,
  lang: Lang,
  logger: Logger,
  request: { method: string; path: string },
): ErrorAnswer {
  if (error instanceof AppError) return answerOf(error, lang);
  const mistake = clientMistake(error);
  if (mistake) {
    const sqlState = sqlStateOf(error);
    if (sqlState) {
      logger.warn(
        { sqlState, ...request },
        'the database refused a value that validation let through',
      );
    }
    return answerOf(mistake, lang);
  }
  logger.error({ err: error }, 'unhandled error');
  return answerOf(errors.internal(), lang);
}

function answerOf(error: AppError, lang: Lang): ErrorAnswer {
  return {
    status: error.status,
    body: errorBody(error, lang),
    headers: error.headers,
  };
}
