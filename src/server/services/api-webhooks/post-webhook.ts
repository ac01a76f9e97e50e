import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './webhook-url.ts';

/** Spec: a receiver has 10 seconds to answer a delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * A DNS lookup that refuses names resolving to private, loopback or link-local addresses, so a
 * public-looking host cannot point a delivery into our own network (decision 024, SSRF).
 */
const publicOnlyLookup = ((hostname: string, options: LookupAllOptions, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      const refused = Object.assign(new Error(`${hostname} resolves to a private address`), {
        code: 'EPRIVATEADDRESS',
      });
      return callback(refused, '', 0);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}) as LookupFunction;

/**
 * POSTs one delivery and answers the receiver's status code. Redirects are not followed (a 3xx
 * is a failed attempt) and the answer's body is not read; network errors and the timeout throw.
 */
export function postWebhook(
  url: URL,
  headers: Record<string, string>,
  rawBody: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  const body = Buffer.from(rawBody, 'utf8');
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
        signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
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
