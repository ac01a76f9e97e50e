import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';

/**
 * How much of a refused body is read and thrown away so that its connection can carry the next
 * request: past either bound the answer closes the connection instead (decision 128).
 */
export interface DrainLimits {
  bytes: number;
  ms: number;
}

/** As much as the node adapter would drain itself, for up to nginx's lingering timeout. */
export const DRAIN_LIMITS: DrainLimits = { bytes: 64 * 1024 * 1024, ms: 5_000 };

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/**
 * A body of at most `maxSize` bytes, or `refuse()` thrown. A declared Content-Length within it
 * goes on untouched; a body of unknown length is read up to the limit and handed on. A body over
 * it is read to its end and thrown away before the refusal is answered, so the client reads the
 * answer and may send its next request on the same connection (issue 45: answering at once left
 * the rest unread, and the node adapter then closed the connection under the client's next
 * request). A body past `drain` is answered at once with `Connection: close`.
 * @example app.use(limitBody(1 << 20, () => errors.payloadTooLarge(1 << 20)));
 */
export function limitBody(
  maxSize: number,
  refuse: () => AppError,
  drain: DrainLimits = DRAIN_LIMITS,
): MiddlewareHandler {
  return async (c, next) => {
    const chunked = c.req.raw.headers.has('transfer-encoding');
    const declared = chunked ? undefined : Number(c.req.header('content-length') ?? Number.NaN);
    if (declared !== undefined && declared <= maxSize) return next();
    const body = c.req.raw.body;
    if (!body) return next();
    if (declared !== undefined && declared > maxSize + drain.bytes) throw closing(refuse());
    const reader = body.getReader();
    if (declared === undefined || Number.isNaN(declared)) {
      const kept = await readUpTo(reader, maxSize);
      if (kept) {
        c.req.raw = new Request(c.req.raw, { body: kept });
        return next();
      }
    }
    throw (await discard(reader, drain)) ? refuse() : closing(refuse());
  };
}

/** The answer says the connection closes: the rest of the body was not read. */
function closing(error: AppError): AppError {
  return new AppError(error.status, error.code, error.text, error.extra, {
    ...error.headers,
    connection: 'close',
  });
}

/** The whole body when it is at most `maxSize` bytes; null once it passes it. */
async function readUpTo(reader: Reader, maxSize: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxSize) return null;
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

/** Reads the rest of the body and throws it away: whether its end came within `drain`. */
async function discard(reader: Reader, drain: DrainLimits): Promise<boolean> {
  const deadline = performance.now() + drain.ms;
  let read = 0;
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    const next = reader.read();
    // A read still pending when the drain gives up fails with the connection: nothing waits for it.
    next.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), left);
    });
    const chunk = await Promise.race([next, late]).catch(() => null);
    clearTimeout(timer);
    if (chunk === null) return false;
    if (chunk.done) return true;
    read += chunk.value.length;
    if (read > drain.bytes) return false;
  }
}
