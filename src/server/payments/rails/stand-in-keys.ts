import { createHmac } from 'node:crypto';

/**
 * A development key for a built-in stand-in (issue 43), derived from APP_SECRET so no key is
 * written in the code and both sides of the stand-in (the rail and the provider it plays) agree.
 * Production never runs a stand-in (PAYMENT_STANDINS is refused there).
 * @example standInSecret({ APP_SECRET: 's' }, 'momo-secret-key') // 64 hex characters
 */
export function standInSecret(env: { APP_SECRET: string }, label: string): string {
  return createHmac('sha256', env.APP_SECRET).update(`payment-stand-in:${label}`).digest('hex');
}
