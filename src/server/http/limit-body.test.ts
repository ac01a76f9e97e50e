import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError, errorBody, errors } from './app-error.ts';
import { limitBody } from './limit-body.ts';

const limit = 1000;

/** A body in chunks of 100 bytes, counting what was read; `endless` never ends. */
function stream(size: number, options: { endless?: boolean } = {}) {
  const state = { read: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        if (!options.endless) controller.close();
        return new Promise(() => {});
      }
      const chunk = new Uint8Array(Math.min(100, size - sent));
      sent += chunk.length;
      state.read = sent;
      controller.enqueue(chunk);
    },
  });
  return { body, state };
}

function app(drain = { bytes: 2000, ms: 5000 }) {
  const hono = new Hono();
  hono.use(limitBody(limit, () => errors.payloadTooLarge(limit), drain));
  hono.post('/', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }));
  hono.onError((error, c) =>
    error instanceof AppError
      ? c.json(errorBody(error, 'en'), error.status, error.headers)
      : c.text('unexpected', 500),
  );
  return hono;
}

const post = (hono: Hono, body: ReadableStream<Uint8Array>, length?: number) =>
  hono.request('/', {
    method: 'POST',
    body,
    headers: length === undefined ? {} : { 'content-length': String(length) },
    duplex: 'half',
  } as RequestInit);

describe('limitBody', () => {
  it('hands on a body within the limit, declared or not', async () => {
    expect(await (await post(app(), stream(limit).body, limit)).json()).toEqual({ size: limit });
    expect(await (await post(app(), stream(limit).body)).json()).toEqual({ size: limit });
  });

  it('reads a refused body to its end, so its connection can carry the next request', async () => {
    for (const length of [1500, undefined]) {
      const { body, state } = stream(1500);
      const res = await post(app(), body, length);
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBeNull();
      expect(await res.json()).toMatchObject({ code: 'payload_too_large', max_bytes: limit });
      expect(state.read).toBe(1500);
    }
  });

  it('closes the connection instead past the drain’s bytes or time', async () => {
    const declared = stream(5000);
    const far = await post(app(), declared.body, 5000);
    expect([far.status, far.headers.get('connection')]).toEqual([413, 'close']);
    expect(declared.state.read).toBeLessThan(5000);

    const long = await post(app(), stream(5000).body);
    expect([long.status, long.headers.get('connection')]).toEqual([413, 'close']);

    const slow = await post(app({ bytes: 2000, ms: 50 }), stream(1500, { endless: true }).body);
    expect([slow.status, slow.headers.get('connection')]).toEqual([413, 'close']);
  });
});
