import type { Resolve } from '../outbound/outbound-address.ts';
import { postWebhook } from './post-webhook.ts';
import { signWebhook } from './sign-webhook.ts';

export interface SendWebhookOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  resolve?: Resolve;
}

/** One attempt's outcome: the receiver's status code, and why it failed unless it was a 2xx. */
export interface SendOutcome {
  statusCode: number | null;
  failure: string | null;
}

/**
 * Signs one delivery's raw body with every secret given and POSTs it (`postWebhook`: the
 * public-address rules of decision 033, no redirects, the time limit). Never throws: a network
 * error or a non-2xx answer is the outcome's `failure`. Job events and `webhook.test` both go
 * through here, so a test event proves the path real events take.
 * @example await sendWebhook(options, { url, secrets, event: 'webhook.test', deliveryId, rawBody, nowSeconds })
 */
export async function sendWebhook(
  options: SendWebhookOptions,
  delivery: {
    url: URL;
    secrets: readonly string[];
    event: string;
    deliveryId: string;
    rawBody: string;
    nowSeconds: number;
  },
): Promise<SendOutcome> {
  const headers = signWebhook(delivery.secrets, delivery);
  try {
    const statusCode = await postWebhook(delivery.url, headers, delivery.rawBody, options);
    const failure = statusCode < 200 || statusCode > 299 ? `HTTP ${statusCode}` : null;
    return { statusCode, failure };
  } catch (error) {
    const failure = error instanceof Error ? error.message.slice(0, 500) : 'request failed';
    return { statusCode: null, failure };
  }
}
