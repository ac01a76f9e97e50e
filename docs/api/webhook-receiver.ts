/**
 * A Kiểu Studio webhook receiver in TypeScript (Node 20+, no packages). It checks each delivery's
 * `Kieu-Signature` on the raw request bytes, in constant time, within a 300-second tolerance,
 * answers 204 to a genuine delivery and 400 to anything else.
 *
 *   KIEU_WEBHOOK_SECRET=whsec_… PORT=3000 npx tsx docs/api/webhook-receiver.ts
 *
 * The secret is in API management (token details) or `GET /v1/webhook-secret`. Copy
 * `verifyKieuSignature` into your own server: it is the whole check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How far a signature's time may be from ours, in seconds: older deliveries may be replays. */
export const TOLERANCE_SECONDS = 300;

/**
 * True when `header` (`t=<unix seconds>,v1=<hex>[,v1=<hex>…]`) signs exactly `rawBody` with
 * `secret` and its `t` is within the tolerance. There are two v1 values for a day after the
 * secret is rotated (the new secret's and the old one's): one matching is enough.
 */
export function verifyKieuSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer,
  nowSeconds = Date.now() / 1000,
): boolean {
  const items = (header ?? '').split(',').map((item) => {
    const at = item.indexOf('=');
    return [item.slice(0, at).trim(), item.slice(at + 1).trim()] as const;
  });
  const t = Number(items.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > TOLERANCE_SECONDS) return false;
  // The signed text is the timestamp, a dot and the body exactly as received: never re-serialized JSON.
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${t}.`), rawBody]))
    .digest();
  return items.some(([key, value]) => {
    if (key !== 'v1' || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}

const secret = process.env.KIEU_WEBHOOK_SECRET;
if (!secret) throw new Error('set KIEU_WEBHOOK_SECRET to the token’s webhook secret (whsec_…)');

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const rawBody = Buffer.concat(chunks);
    const signature = request.headers['kieu-signature'];
    if (request.method !== 'POST' || !verifyKieuSignature(secret, String(signature), rawBody)) {
      response.writeHead(400).end('bad signature');
      return;
    }
    // Only now is the body trusted. Answer at once; do slow work (GET /v1/jobs/{id}) afterwards.
    const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string };
    console.log(`accepted ${event.type} ${event.id}`);
    response.writeHead(204).end();
  });
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  console.log(`listening on http://${address}:${port}`);
});
