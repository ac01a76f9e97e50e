import { spawn } from 'node:child_process';
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fakeFalSchemas, schemaProblems } from './fake-fal-schemas.ts';

/**
 * A local stand-in for fal.ai's queue, following its documented protocol
 * (docs.fal.ai/model-apis/model-endpoints/queue, …/webhooks, fal.ai/docs/inference-api/queue/*):
 * `Authorization: Key …` checked on every queue call; submit → IN_QUEUE → IN_PROGRESS →
 * COMPLETED after the outcome's delays; the result points at files this server makes with sharp
 * (or ffmpeg for videos) and serves itself, so the engine's copy-at-once path is real; cancels
 * (202 CANCELLATION_REQUESTED, 400 ALREADY_COMPLETED); webhooks signed with an ED25519 key whose
 * JWKS it serves at /.well-known/jwks.json; the Platform API's "Delete request payloads"
 * (`DELETE /v1/models/requests/{id}/payloads`, docs.fal.ai/platform-apis/v1/models/requests/payloads)
 * drops the request's payload and output files and answers `cdn_delete_results`. The test says
 * what the next request of a model does with `nextOutcome(modelId, …)`.
 */
export interface FakeOutcome {
  /** Time in IN_QUEUE, then IN_PROGRESS, before COMPLETED (ms). Default 0 and 50. */
  queueMs?: number;
  runMs?: number;
  /** Stays IN_PROGRESS until cancelled or `complete(requestId)`. */
  hold?: boolean;
  /** Submit answers this HTTP status (422 validation, 500, …) and makes no request. */
  submitStatus?: number;
  /** Submit answers only after this long (fal unreachable: the client's timeout runs out first). */
  submitDelayMs?: number;
  /** The request ends with an error: `status` ERROR in the webhook, `error` in the status. */
  error?: 'runner' | 'content-policy' | 'validation';
  /** The first N status calls answer 503 (fal unreachable for a moment). */
  statusFailures?: number;
  /** Deliver the webhook (when one was given) 0, 1 or 2 times. Default 1. */
  webhooks?: 0 | 1 | 2;
  /** Make this many images whatever `num_samples` asked (a provider making fewer). */
  imagesMade?: number;
  /** The first image's bytes (PNG), instead of the flat sample colour: a picture of a person. */
  image?: Buffer;
}

/** The colours of a fake result's images: the first sample is the fake's usual purple. */
export const sampleColours = ['#7a4b9c', '#2b8e4f', '#c0392b', '#e0a800'];

export interface FakeRequest {
  id: string;
  modelId: string;
  input: Record<string, unknown>;
  webhookUrl?: string;
  outcome: FakeOutcome;
  submittedAt: number;
  cancelled: boolean;
  completedAt?: number;
  statusCalls: number;
  resultCalls: number;
  cancelCalls: number;
  webhookDeliveries: number;
  /** Delete-payload calls fal took; after the first, the result and output files are gone. */
  payloadDeletes: number;
}

export interface FakeFal {
  url: string;
  key: string;
  jwksUrl: string;
  requests: FakeRequest[];
  /** Submits refused by the model's input schema (422), with fal's validation detail. */
  refused: { modelId: string; input: Record<string, unknown>; detail: unknown[] }[];
  /** Every Authorization header value the fake received (to check the key is sent right). */
  authHeaders: Set<string>;
  nextOutcome(modelId: string, outcome: FakeOutcome): void;
  /** The status the delete-payloads call answers (e.g. 403 for a key without ADMIN scope). */
  payloadDeleteStatus: number;
  /** Ends a held request now (success unless its outcome has an error). */
  complete(requestId: string): Promise<void>;
  /** Delivers the request's webhook again (as fal's retries do). */
  deliverWebhook(requestId: string): Promise<number>;
  /** Signs a body as fal does, for route tests (timestamp in Unix seconds). */
  signDelivery(body: string, options?: { timestamp?: number; requestId?: string }): Headers;
  close(): Promise<void>;
}

const USER_ID = 'fake-fal-user';
const ffmpeg = (): string => {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return 'ffmpeg';
  }
};

export async function startFakeFal(options: { key?: string } = {}): Promise<FakeFal> {
  const key = options.key ?? `fake-key-${randomUUID()}:secret-${randomUUID()}`;
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  const requests: FakeRequest[] = [];
  const refused: FakeFal['refused'] = [];
  const outcomes = new Map<string, FakeOutcome[]>();
  const files = new Map<string, { type: string; data: Buffer }>();
  const authHeaders = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let url = '';

  const stateOf = (request: FakeRequest) => {
    if (request.completedAt !== undefined) return 'COMPLETED' as const;
    const elapsed = Date.now() - request.submittedAt;
    return elapsed < (request.outcome.queueMs ?? 0)
      ? ('IN_QUEUE' as const)
      : ('IN_PROGRESS' as const);
  };
  const errorPayload = (request: FakeRequest) =>
    request.outcome.error === 'content-policy'
      ? {
          detail: [
            { loc: ['body', 'image_url'], msg: 'Content policy', type: 'content_policy_violation' },
          ],
        }
      : request.outcome.error === 'validation'
        ? { detail: [{ loc: ['body', 'image_url'], msg: 'field required', type: 'missing' }] }
        : { detail: 'Internal server error' };

  async function makeResult(request: FakeRequest) {
    const isVideo = request.modelId.includes('video');
    const name = `${request.id}.${isVideo ? 'mp4' : 'png'}`;
    if (isVideo) {
      files.set(name, {
        type: 'video/mp4',
        data: await tinyVideo(await videoFrame(request.input)),
      });
      return { video: { url: `${url}/files/${name}`, content_type: 'video/mp4' } };
    }
    // One image per sample asked (FASHN's num_samples), each its own colour; an `aspect_ratio`
    // (Luma Photon Reframe's) gives the image that frame.
    const asked = Number(request.input.num_samples ?? 1);
    const frame = imageFrame(request.input.aspect_ratio);
    const images = [];
    for (let i = 0; i < (request.outcome.imagesMade ?? asked); i += 1) {
      const given = i === 0 ? request.outcome.image : undefined;
      const data =
        given ??
        (await sharp({
          create: { ...frame, channels: 3, background: sampleColours[i % 4]! },
        })
          .png()
          .toBuffer());
      const { width, height } = given ? await sharp(given).metadata() : frame;
      const file = i === 0 ? name : `${request.id}-${i + 1}.png`;
      files.set(file, { type: 'image/png', data });
      images.push({
        url: `${url}/files/${file}`,
        content_type: 'image/png',
        width,
        height,
      });
    }
    return { images, seed: 42 };
  }

  const finishing = new Set<string>();
  async function finish(request: FakeRequest) {
    if (request.completedAt !== undefined || finishing.has(request.id)) return;
    finishing.add(request.id);
    const ok = !request.cancelled && !request.outcome.error;
    // The result exists before the request reads COMPLETED, as at fal.
    (request as FakeRequest & { payload?: unknown }).payload = ok
      ? await makeResult(request)
      : errorPayload(request);
    request.completedAt = Date.now();
    for (let i = 0; i < (request.outcome.webhooks ?? 1); i += 1) await deliver(request);
  }

  function webhookBody(request: FakeRequest) {
    const ok = !request.cancelled && !request.outcome.error;
    return JSON.stringify({
      request_id: request.id,
      gateway_request_id: request.id,
      status: ok ? 'OK' : 'ERROR',
      payload: (request as FakeRequest & { payload?: unknown }).payload ?? null,
      error: ok ? null : request.cancelled ? 'Request cancelled' : 'Invalid status code: 500',
    });
  }

  function signDelivery(body: string, opts: { timestamp?: number; requestId?: string } = {}) {
    return signWith(privateKey, body, opts.requestId ?? 'unknown', opts.timestamp);
  }

  async function deliver(request: FakeRequest): Promise<number> {
    if (!request.webhookUrl || request.completedAt === undefined) return 0;
    const body = webhookBody(request);
    request.webhookDeliveries += 1;
    const res = await fetch(request.webhookUrl, {
      method: 'POST',
      headers: signWith(privateKey, body, request.id),
      body,
    }).catch(() => undefined);
    return res?.status ?? 0;
  }

  function schedule(request: FakeRequest) {
    if (request.outcome.hold) return;
    const delay = (request.outcome.queueMs ?? 0) + (request.outcome.runMs ?? 50);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void finish(request);
    }, delay);
    timers.add(timer);
  }

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      json(res, 500, { detail: String(error) });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? '/', url);
    const parts = target.pathname.split('/').filter(Boolean);
    if (req.method === 'GET' && target.pathname === '/.well-known/jwks.json') {
      return json(res, 200, { keys: [{ ...jwk, kid: 'fake', use: 'sig', alg: 'EdDSA' }] });
    }
    if (req.method === 'GET' && parts[0] === 'files') {
      const file = files.get(parts[1] ?? '');
      if (!file) return json(res, 404, { detail: 'Not found' });
      res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.data.length });
      return res.end(file.data);
    }
    const auth = req.headers.authorization ?? '';
    authHeaders.add(auth);
    if (auth !== `Key ${key}`)
      return json(res, 401, { detail: 'No user found for Key ID and Secret' });

    if (parts[0] === 'v1' && parts[1] === 'models' && parts[2] === 'requests') {
      return deletePayloads(req, res, parts);
    }
    const requestsAt = parts.indexOf('requests');
    if (requestsAt === -1 && req.method === 'POST') {
      const modelId = parts.join('/');
      const outcome = outcomes.get(modelId)?.shift() ?? {};
      const input = JSON.parse((await body(req)) || '{}') as Record<string, unknown>;
      // Each model's documented input schema (fake-fal-schemas.ts, decision 060).
      const schema = fakeFalSchemas[modelId];
      if (!schema) return json(res, 404, { detail: `Application '${modelId}' not found` });
      const problems = schemaProblems(schema, input);
      if (problems) {
        refused.push({ modelId, input, detail: problems.detail });
        return json(res, 422, problems);
      }
      if (outcome.submitDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, outcome.submitDelayMs));
        if (req.socket.destroyed) return;
      }
      if (outcome.submitStatus) {
        return json(
          res,
          outcome.submitStatus,
          outcome.submitStatus === 422
            ? { detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'missing' }] }
            : { detail: 'Internal server error' },
        );
      }
      const request: FakeRequest = {
        id: randomUUID(),
        modelId,
        input,
        webhookUrl: target.searchParams.get('fal_webhook') ?? undefined,
        outcome,
        submittedAt: Date.now(),
        cancelled: false,
        statusCalls: 0,
        resultCalls: 0,
        cancelCalls: 0,
        webhookDeliveries: 0,
        payloadDeletes: 0,
      };
      requests.push(request);
      schedule(request);
      const base = `${url}/${parts.slice(0, 2).join('/')}/requests/${request.id}`;
      return json(res, 200, {
        request_id: request.id,
        response_url: base,
        status_url: `${base}/status`,
        cancel_url: `${base}/cancel`,
      });
    }
    const request = requests.find((item) => item.id === parts[requestsAt + 1]);
    // The docs: status/result/cancel use the app id (owner/name) without the endpoint path.
    if (
      !request ||
      requestsAt !== 2 ||
      parts.slice(0, 2).join('/') !== request.modelId.split('/').slice(0, 2).join('/')
    ) {
      return json(res, 404, { detail: 'Request not found' });
    }
    const action = parts[requestsAt + 2];
    if (req.method === 'GET' && action === 'status') {
      request.statusCalls += 1;
      if (request.statusCalls <= (request.outcome.statusFailures ?? 0)) {
        return json(res, 503, { detail: 'Service unavailable' });
      }
      const state = stateOf(request);
      if (state === 'IN_QUEUE') return json(res, 202, { status: state, queue_position: 0 });
      if (state === 'IN_PROGRESS') {
        return json(res, 202, { status: state, logs: [{ message: 'running' }] });
      }
      return json(res, 200, {
        status: state,
        logs: [],
        ...(request.cancelled
          ? { error: 'Request cancelled' }
          : request.outcome.error === 'runner'
            ? { error: 'Internal server error' }
            : {}),
      });
    }
    if (req.method === 'GET' && action === undefined) {
      request.resultCalls += 1;
      if (request.completedAt === undefined)
        return json(res, 400, { detail: 'Request is still in progress' });
      if (request.cancelled) return json(res, 400, { detail: 'Request cancelled' });
      if (request.payloadDeletes > 0) return json(res, 404, { detail: 'Request not found' });
      const payload = (request as FakeRequest & { payload?: unknown }).payload;
      if (request.outcome.error === 'runner') return json(res, 500, payload);
      if (request.outcome.error) return json(res, 422, payload);
      return json(res, 200, payload);
    }
    if (req.method === 'PUT' && action === 'cancel') {
      request.cancelCalls += 1;
      if (request.completedAt !== undefined) return json(res, 400, { status: 'ALREADY_COMPLETED' });
      request.cancelled = true;
      void finish(request);
      return json(res, 202, { status: 'CANCELLATION_REQUESTED' });
    }
    return json(res, 405, { detail: 'Method not allowed' });
  }

  function deletePayloads(req: IncomingMessage, res: ServerResponse, parts: string[]) {
    if (req.method !== 'DELETE' || parts[4] !== 'payloads' || parts.length !== 5) {
      return json(res, 405, { detail: 'Method not allowed' });
    }
    const request = requests.find((item) => item.id === parts[3]);
    if (!request) return json(res, 404, { detail: 'Request not found' });
    if (fake.payloadDeleteStatus !== 200) {
      return json(res, fake.payloadDeleteStatus, { detail: 'Admin API key required' });
    }
    const stored = request as FakeRequest & { payload?: unknown };
    const links = JSON.stringify(stored.payload ?? {}).match(/https?:[^"]+\/files\/[^"]+/g) ?? [];
    for (const link of links) files.delete(link.split('/files/')[1] ?? '');
    stored.payload = undefined;
    request.payloadDeletes += 1;
    return json(res, 200, {
      cdn_delete_results: links.map((link) => ({ link, exception: null })),
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeFal = {
    url,
    key,
    jwksUrl: `${url}/.well-known/jwks.json`,
    requests,
    refused,
    authHeaders,
    payloadDeleteStatus: 200,
    nextOutcome(modelId, outcome) {
      outcomes.set(modelId, [...(outcomes.get(modelId) ?? []), outcome]);
    },
    async complete(requestId) {
      const request = requests.find((item) => item.id === requestId);
      if (request) await finish(request);
    },
    async deliverWebhook(requestId) {
      const request = requests.find((item) => item.id === requestId);
      return request ? deliver(request) : 0;
    },
    signDelivery,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

function signWith(privateKey: KeyObject, body: string, requestId: string, timestamp?: number) {
  const ts = String(timestamp ?? Math.floor(Date.now() / 1000));
  const digest = createHash('sha256').update(body).digest('hex');
  const signature = sign(
    null,
    Buffer.from([requestId, USER_ID, ts, digest].join('\n')),
    privateKey,
  );
  return new Headers({
    'Content-Type': 'application/json',
    'X-Fal-Webhook-Request-Id': requestId,
    'X-Fal-Webhook-User-Id': USER_ID,
    'X-Fal-Webhook-Timestamp': ts,
    'X-Fal-Webhook-Signature': signature.toString('hex'),
  });
}

function json(res: ServerResponse, status: number, value: unknown) {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(text);
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** An image model's frame: 128 px on the long side at `aspect_ratio`, else 96 × 128. */
function imageFrame(aspect: unknown): { width: number; height: number } {
  if (typeof aspect !== 'string' || !/^\d+:\d+$/.test(aspect)) return { width: 96, height: 128 };
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return w >= h
    ? { width: 128, height: Math.round((128 * h) / w) }
    : { width: Math.round((128 * w) / h), height: 128 };
}

/**
 * The frame a video model renders: its `aspect_ratio` when one is given, else the input image's
 * shape (as Hailuo and Kling do); 120 px on the short side. 160×120 without an image.
 */
async function videoFrame(input: Record<string, unknown>) {
  const even = (value: number) => Math.round(value / 2) * 2;
  const fromRatio = (ratio: number) =>
    ratio >= 1
      ? { width: even(120 * ratio), height: 120 }
      : { width: 120, height: even(120 / ratio) };
  const aspect = input.aspect_ratio;
  if (typeof aspect === 'string' && /^\d+:\d+$/.test(aspect)) {
    const [w, h] = aspect.split(':').map(Number) as [number, number];
    return fromRatio(w / h);
  }
  const image = typeof input.image_url === 'string' ? input.image_url : '';
  const base64 = /^data:image\/[a-z]+;base64,(.+)$/.exec(image)?.[1];
  if (!base64) return { width: 160, height: 120 };
  const { width = 160, height = 120 } = await sharp(Buffer.from(base64, 'base64')).metadata();
  return fromRatio(width / height);
}

/** A one-second MP4 of that frame, as a video model's result. */
async function tinyVideo(frame: { width: number; height: number }): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'fake-fal-'));
  const out = path.join(folder, 'clip.mp4');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        ffmpeg(),
        [
          ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-f', 'lavfi'],
          ...[
            '-i',
            `color=c=purple:s=${frame.width}x${frame.height}:d=1:r=10`,
            '-pix_fmt',
            'yuv420p',
          ],
          ...['-c:v', 'libx264', '-movflags', '+faststart', '-y', out],
        ],
        { stdio: 'ignore' },
      );
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
    });
    return await readFile(out);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
