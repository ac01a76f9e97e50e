import http from 'node:http';
import https from 'node:https';
import { outboundLookup, type Resolve } from '../outbound/outbound-address.ts';

/** A host has this long to send the whole image (the webhook's delivery limit, decision 033). */
export const INPUT_FETCH_TIMEOUT_MS = 10_000;

/** Why an input URL gave no image: refused before connecting, no good answer, or too big. */
export type InputFetchFailure = 'refused' | 'unreachable' | 'too_large';

export class InputFetchError extends Error {
  constructor(
    readonly failure: InputFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'InputFetchError';
  }
}

export interface FetchInputOptions {
  /** API_INPUT_URL_ALLOW_PRIVATE (decision 128): http and private hosts, for local tests only. */
  allowPrivate: boolean;
  /** The upload limit: the download stops as soon as the body passes it. */
  maxBytes: number;
  timeoutMs?: number;
  /** How the host's name is resolved (the system's DNS unless a test says otherwise). */
  resolve?: Resolve;
}

/**
 * GETs an input image by URL with the webhook's outbound rules (decision 033): unless private
 * addresses are allowed (decision 128), https only, a `localhost` name or a non-public IP literal
 * refused before any lookup, and the socket connected only to an address resolved once and
 * checked public, every address of the answer (no rebinding between check and connection). Redirects are not followed (a 3xx is unreachable), the body is cut off past
 * `maxBytes` (a Content-Length over it is refused before reading), and the whole exchange has
 * `timeoutMs`. The bytes are checked by content afterwards, like an upload's.
 * @example const bytes = await fetchInputUrl(new URL('https://shop.example/a.jpg'), { allowPrivate: false, maxBytes: 10_485_760 });
 */
export function fetchInputUrl(url: URL, options: FetchInputOptions): Promise<Buffer> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.reject(new InputFetchError('refused', `${url.protocol} is not fetched`));
  }
  if (url.username || url.password) {
    return Promise.reject(new InputFetchError('refused', 'credentials in the URL'));
  }
  if (!options.allowPrivate && url.protocol !== 'https:') {
    return Promise.reject(new InputFetchError('refused', 'https only'));
  }
  let lookup;
  try {
    lookup = outboundLookup(url, options);
  } catch (error) {
    return Promise.reject(new InputFetchError('refused', (error as Error).message));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: InputFetchError) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(error);
    };
    const request = client.get(
      url,
      {
        headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'KieuStudio/1' },
        signal: AbortSignal.timeout(options.timeoutMs ?? INPUT_FETCH_TIMEOUT_MS),
        lookup,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          return fail(new InputFetchError('unreachable', `answered ${status}`));
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          return fail(new InputFetchError('too_large', `declares ${declared} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            return fail(new InputFetchError('too_large', `over ${options.maxBytes} bytes`));
          }
          chunks.push(chunk);
        });
        response.once('end', () => {
          if (settled) return;
          settled = true;
          resolve(Buffer.concat(chunks));
        });
        response.once('error', (error) => fail(unreachable(error)));
      },
    );
    request.once('error', (error) => fail(refusedOrUnreachable(error)));
  });
}

function unreachable(error: Error): InputFetchError {
  return new InputFetchError(
    'unreachable',
    error.name === 'AbortError' ? 'no answer within the time limit' : error.message,
  );
}

/** A name that resolved to a non-public address is refused; any other network error is not. */
function refusedOrUnreachable(error: Error): InputFetchError {
  if ((error as { code?: unknown }).code === 'EPRIVATEADDRESS') {
    return new InputFetchError('refused', error.message);
  }
  return unreachable(error);
}
