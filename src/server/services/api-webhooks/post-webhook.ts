import http from 'node:http';
import https from 'node:https';
import { outboundLookup, type Resolve } from '../outbound/outbound-address.ts';

/** Spec: a receiver has 10 seconds to answer a delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface PostWebhookOptions {
  /** API_WEBHOOK_ALLOW_PRIVATE: local receivers allowed (development and tests). */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** How the receiver's name is resolved (the system's DNS unless a test says otherwise). */
  resolve?: Resolve;
}

/**
 * POSTs one delivery and answers the receiver's status code. Redirects are not followed (a 3xx
 * is a failed attempt) and the answer's body is not read; network errors and the timeout throw.
 * Unless private receivers are allowed, the address connected to must be public (decision 033):
 * an IP literal is checked here, and a name is resolved when the socket connects, each address
 * of the answer checked, and the socket connected to one of those checked addresses.
 */
export function postWebhook(
  url: URL,
  headers: Record<string, string>,
  rawBody: string,
  options: PostWebhookOptions,
): Promise<number> {
  let lookup;
  try {
    lookup = outboundLookup(url, options);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const client = url.protocol === 'https:' ? https : http;
  const body = Buffer.from(rawBody, 'utf8');
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
        signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
        lookup,
        agent: false,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
      },
    );
    request.once('error', (error) =>
      reject(error.name === 'AbortError' ? new Error('no answer within the time limit') : error),
    );
    request.end(body);
  });
}
