import pino from 'pino';
import type { Env } from './env.ts';

export type Logger = pino.Logger;

/** JSON logs; secrets are redacted wherever they might appear by name. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: pino.DestinationStream) {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: 'kieu-api' },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
