import { RailError } from '../rails/payment-rail.ts';
import { exactNumberField } from './zalopay-ids.ts';

/** One ZaloPay app: its id and two keys (key1 signs requests, key2 ZaloPay's callbacks). */
export interface ZalopayKeys {
  appId: string;
  key1: string;
  key2: string;
}

/** ZaloPay's common answer: return_code 1 success, 2 fail, 3 processing (decision 133). */
export interface ZalopayAnswer {
  return_code: number;
  return_message?: string;
  sub_return_code?: number;
  sub_return_message?: string;
  [field: string]: unknown;
}

/** ZaloPay asks clients to wait; a stalled call still ends, as a RailError, in this time. */
const TIMEOUT_MS = 15_000;

/**
 * POSTs one ZaloPay v2 call as a form (ZaloPay takes form-urlencoded or JSON) and reads its JSON
 * answer. A network failure, a timeout, an HTTP error or an answer without `return_code` is a
 * RailError; a refusal (`return_code` 2) is the caller's to read. `zp_trans_id` is kept as the
 * digits ZaloPay sent.
 */
export async function zalopayCall(
  baseUrl: string,
  path: string,
  fields: Record<string, string | number>,
): Promise<ZalopayAnswer> {
  let text: string;
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(
        Object.entries(fields).map(([name, value]) => [name, String(value)]),
      ).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await res.text();
    if (!res.ok)
      throw new RailError('zalopay', `http-${res.status}`, `ZaloPay ${path}: ${res.status}`);
  } catch (error) {
    if (error instanceof RailError) throw error;
    throw new RailError('zalopay', 'unreachable', `ZaloPay ${path}: ${(error as Error).message}`);
  }
  let answer: ZalopayAnswer;
  try {
    answer = JSON.parse(text) as ZalopayAnswer;
  } catch {
    throw new RailError('zalopay', 'bad-answer', `ZaloPay ${path} answered no JSON`);
  }
  if (typeof answer?.return_code !== 'number') {
    throw new RailError('zalopay', 'bad-answer', `ZaloPay ${path} answered no return_code`);
  }
  const zpTransId = exactNumberField(text, 'zp_trans_id');
  return zpTransId ? { ...answer, zp_trans_id: zpTransId } : answer;
}

/** A refusal's code for our records: ZaloPay's sub_return_code when it gave one. */
export function refusalCode(answer: ZalopayAnswer): string {
  return `zalopay-${answer.sub_return_code ?? answer.return_code}`;
}
