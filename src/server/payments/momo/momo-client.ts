import { RailError } from '../rails/payment-rail.ts';
import { momoSign, type MomoKeys, type MomoMessage } from './momo-signature.ts';

/** MoMo asks its callers to wait at least 30 s for an answer (create, query, refund). */
const MOMO_TIMEOUT_MS = 30_000;

export interface MomoClientConfig extends MomoKeys {
  /** https://test-payment.momo.vn, https://payment.momo.vn, or the stand-in's origin. */
  baseUrl: string;
  timeoutMs?: number;
}

/** What every MoMo answer carries; the rest depends on the call. */
export interface MomoAnswer extends Record<string, unknown> {
  resultCode: number;
  message?: string;
}

/**
 * One signed call to MoMo's gateway: the body with `partnerCode` and `signature` added (the
 * access key is signed, never sent). Answers MoMo's JSON whatever its HTTP status, since MoMo
 * refuses with a 4xx and a `resultCode`; throws RailError when MoMo cannot be reached or answers
 * something that is not its JSON.
 */
export async function momoCall(
  config: MomoClientConfig,
  path: string,
  message: MomoMessage,
  fields: Record<string, unknown>,
): Promise<MomoAnswer> {
  const body = { partnerCode: config.partnerCode, ...fields };
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ ...body, signature: momoSign(message, body, config) }),
      signal: AbortSignal.timeout(config.timeoutMs ?? MOMO_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RailError('momo', 'unreachable', `MoMo ${path}: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as MomoAnswer | null;
  if (!answer || typeof answer !== 'object' || typeof answer.resultCode !== 'number') {
    throw new RailError('momo', 'bad-answer', `MoMo ${path}: HTTP ${response.status}`);
  }
  return answer;
}

/** MoMo's result codes this rail reads (developers.momo.vn, "List Result Codes"). */
export const momoResult = {
  /** Paid; 9000 is "authorised", which with autoCapture (the default) is paid as well. */
  paid: new Set([0, 9000]),
  /** Still waiting for the payer or MoMo: initiated, processing, waiting for a new confirmation. */
  pending: new Set([1000, 7000, 7002, 8000]),
  orderNotFound: 42,
  /** Maintenance, access denied, old API version, bad keys, unknown error: nothing decided. */
  notDecided: new Set([10, 11, 12, 13, 99]),
} as const;
