import { errors } from '../../http/app-error.ts';

/** Cancel-After's bounds (decision 078): long enough to start a job, short of a day. */
export const CANCEL_AFTER_MIN_SECONDS = 5;
export const CANCEL_AFTER_MAX_SECONDS = 24 * 60 * 60;

/** Prefer: wait's bounds, Replicate's convention. */
export const PREFER_WAIT_MAX_SECONDS = 60;

const unitSeconds = { s: 1, m: 60, h: 3600 } as const;

/** Cancel-After's one form, the document's pattern too. */
export const CANCEL_AFTER_PATTERN = /^([0-9]{1,6})([smh]?)$/;

/**
 * The Cancel-After header as seconds: whole seconds, or a whole number with s, m or h written
 * right after it, exactly as the document's pattern says (issue 45: `10 m` passed); absent is
 * undefined. Anything else, or a duration outside 5 s to 24 h, is a 422 naming the header.
 * @example parseCancelAfter('5m') // 300
 */
export function parseCancelAfter(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = CANCEL_AFTER_PATTERN.exec(value);
  const seconds = match
    ? Number(match[1]) * unitSeconds[(match[2] || 's') as keyof typeof unitSeconds]
    : NaN;
  if (!(seconds >= CANCEL_AFTER_MIN_SECONDS && seconds <= CANCEL_AFTER_MAX_SECONDS)) {
    throw errors.validation([
      {
        path: 'Cancel-After',
        message: 'publicApi.cancelAfterInvalid',
        params: {
          min: CANCEL_AFTER_MIN_SECONDS,
          maxHours: CANCEL_AFTER_MAX_SECONDS / 3600,
        },
      },
    ]);
  }
  return seconds;
}

/**
 * The `wait` preference of a Prefer header (RFC 7240): whole seconds from 1 to 60. A header
 * without it, or with a value out of range or malformed, is ignored as RFC 7240 §2 asks of a
 * preference the server cannot honour: the submit answers as without it.
 * @example preferredWait('respond-async, wait=10') // 10
 */
export function preferredWait(header: string | undefined): number | undefined {
  if (!header) return undefined;
  for (const preference of header.split(',')) {
    const match = /^\s*wait\s*=\s*"?(\d{1,2})"?\s*(;.*)?$/i.exec(preference);
    if (!match) continue;
    const seconds = Number(match[1]);
    return seconds >= 1 && seconds <= PREFER_WAIT_MAX_SECONDS ? seconds : undefined;
  }
  return undefined;
}
