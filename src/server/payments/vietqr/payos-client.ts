import { RailError } from '../rails/payment-rail.ts';
import { paymentRequestSignature, verifyPayosData } from './vietqr-signature.ts';

/** A payOS payment channel's three keys (PAYOS_CLIENT_ID, PAYOS_API_KEY, PAYOS_CHECKSUM_KEY). */
export interface PayosKeys {
  clientId: string;
  apiKey: string;
  checksumKey: string;
}

export interface PayosCreateInput {
  orderCode: number;
  amount: number;
  /** The transfer content payOS puts in its QR and matches the bank transfer on. */
  description: string;
  cancelUrl: string;
  returnUrl: string;
  /** Unix seconds. */
  expiredAt: number;
  items?: { name: string; quantity: number; price: number }[];
}

/** `data` of payOS's answer to `POST /v2/payment-requests`. */
export interface PayosPaymentLink {
  bin: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  description: string;
  orderCode: number;
  currency: string;
  paymentLinkId: string;
  status: string;
  expiredAt?: number;
  checkoutUrl: string;
  qrCode: string;
}

/** `data` of payOS's answer to `GET /v2/payment-requests/{orderCode}`. */
export interface PayosPaymentInfo {
  id: string;
  orderCode: number;
  amount: number;
  amountPaid: number;
  amountRemaining: number;
  /** PENDING, PROCESSING, UNDERPAID, PAID, CANCELLED, EXPIRED or FAILED. */
  status: string;
  transactions: { reference: string; amount: number; transactionDateTime: string }[];
}

/** payOS's code for an unknown payment link (what its query answers for an orderCode never made). */
export const PAYOS_NOT_FOUND = '101';
/** payOS answers within seconds; a hung call must not hold a checkout. */
const TIMEOUT_MS = 15_000;

/**
 * A small client of payOS's merchant API (decision 134): `{code, desc, data, signature}`
 * answers, `code` "00" for success, `data` signed like a webhook's. A refusal, a bad answer
 * signature or a network failure is a RailError naming payOS's code (`payos-<code>`).
 */
export function payosClient(config: PayosKeys & { baseUrl: string }) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers = {
    'content-type': 'application/json',
    'x-client-id': config.clientId,
    'x-api-key': config.apiKey,
  };

  async function call<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response;
    let answer: { code?: unknown; desc?: unknown; data?: unknown; signature?: unknown };
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new RailError('vietqr', 'network', `payOS unreachable: ${(error as Error).message}`);
    }
    const code = typeof answer?.code === 'string' ? answer.code : `http-${response.status}`;
    if (!response.ok || code !== '00' || !answer.data || typeof answer.data !== 'object') {
      throw new RailError('vietqr', `payos-${code}`, `payOS refused: ${String(answer?.desc)}`);
    }
    const data = answer.data as Record<string, unknown>;
    // payOS signs its answers' data as it signs webhooks; its SDKs check it when present.
    if (answer.signature && !verifyPayosData(data, answer.signature, config.checksumKey)) {
      throw new RailError('vietqr', 'bad-signature', 'payOS answer signature does not match');
    }
    return data as T;
  }

  return {
    createPaymentLink(input: PayosCreateInput): Promise<PayosPaymentLink> {
      const signature = paymentRequestSignature(input, config.checksumKey);
      return call('/v2/payment-requests', {
        method: 'POST',
        body: JSON.stringify({ ...input, signature }),
      });
    },
    getPaymentLink(orderCode: number): Promise<PayosPaymentInfo> {
      return call(`/v2/payment-requests/${orderCode}`, { method: 'GET' });
    },
  };
}
