import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A local stand-in for Replicate's HTTP API or a Cog container, following their documented
 * predictions protocol (decision 061):
 * - `replicate` (replicate.com/docs/reference/http): `Authorization: Bearer …` on every call;
 *   `POST /v1/predictions` (`version`), `/v1/models/{o}/{n}/predictions`,
 *   `/v1/deployments/{o}/{n}/predictions`, honouring `Prefer: wait=N`; `GET
 *   /v1/predictions/{id}`; `POST /v1/predictions/{id}/cancel`; `GET /v1/webhooks/default/secret`;
 *   results are URLs on this server; webhooks carry `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature` (HMAC-SHA256 of `id.timestamp.body` with the `whsec_` secret).
 * - `cog` (github.com/replicate/cog docs/http.md): `PUT /predictions/{id}` with `Prefer:
 *   respond-async` answers 202; the same id while it runs creates nothing new; no GET (polling
 *   is not supported); `POST /predictions/{id}/cancel` (200, or 404); unsigned webhooks; file
 *   outputs as data URLs, Cog's default.
 * Statuses go starting → processing → succeeded | failed | canceled; webhooks honour
 * `webhook_events_filter`. The test says what the next prediction does with `nextOutcome`.
 */
export interface FakePredictionOutcome {
  /** Time in `starting`, then `processing` (ms). Default 0 and 50. */
  startMs?: number;
  runMs?: number;
  /** Stays `processing` until cancelled or `complete(id)`. */
  hold?: boolean;
  /** Create answers this HTTP status (422, 500, …) and makes no prediction. */
  createStatus?: number;
  /** Ends `failed` with this error text. */
  error?: string;
  /** Cog: the first PUT starts the prediction, then answers 503 (the connection broke). */
  dropCreateAnswer?: boolean;
  /** Replicate: the first N GETs answer 503. */
  getFailures?: number;
  /** Deliver the `completed` webhook 0, 1 or 2 times. Default 1. */
  webhooks?: 0 | 1 | 2;
  /** A finished prediction reports this `metrics.predict_time` (seconds), as Replicate does. */
  predictTime?: number;
}

export interface FakePrediction {
  id: string;
  model: string;
  input: Record<string, unknown>;
  webhook?: string;
  webhookEventsFilter?: string[];
  prefer?: string;
  outcome: FakePredictionOutcome;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output: unknown;
  error: string | null;
  createCalls: number;
  getCalls: number;
  cancelCalls: number;
  webhookDeliveries: number;
  /** Every delivery's `webhook-id` (Replicate: the same for a retried delivery). */
  webhookIds: string[];
}

export interface FakePredictions {
  kind: 'replicate' | 'cog';
  url: string;
  token: string;
  secret: string;
  predictions: FakePrediction[];
  /** Every create call, including those answered with an error. */
  creates: number;
  /**
   * What the next prediction of `model` does (any model when not given): Cog's is the tool in
   * the container's URL, Replicate's the model path, `deployments/o/n`, or `version:<id>`.
   */
  nextOutcome(outcome: FakePredictionOutcome, model?: string): void;
  complete(id: string): void;
  /** Sends the prediction's `completed` webhook again, as a provider's retry does. */
  deliverWebhook(id: string): Promise<number>;
  signDelivery(body: string, options?: { timestamp?: number; id?: string }): Headers;
  close(): Promise<void>;
}

const terminal = (status: string) => ['succeeded', 'failed', 'canceled'].includes(status);

export async function startFakePredictions(kind: 'replicate' | 'cog'): Promise<FakePredictions> {
  const token = `r8_${randomUUID().replaceAll('-', '')}`;
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const predictions: FakePrediction[] = [];
  const outcomes: { model?: string; outcome: FakePredictionOutcome }[] = [];
  const takeOutcome = (model: string) => {
    const index = outcomes.findIndex((entry) => !entry.model || entry.model === model);
    return index < 0 ? undefined : outcomes.splice(index, 1)[0]!.outcome;
  };
  const files = new Map<string, Buffer>();
  const timers = new Set<NodeJS.Timeout>();
  const waiters = new Map<string, (() => void)[]>();
  let url = '';
  let creates = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const view = (p: FakePrediction) => ({
    id: p.id,
    ...(kind === 'replicate' ? { model: p.model, version: p.model.split(':')[1] ?? null } : {}),
    input: p.input,
    status: p.status,
    output: p.output,
    error: p.error,
    logs: '',
    created_at: new Date().toISOString(),
    ...(terminal(p.status) && p.outcome.predictTime !== undefined
      ? { metrics: { predict_time: p.outcome.predictTime } }
      : {}),
    ...(kind === 'replicate'
      ? {
          urls: {
            get: `${url}/v1/predictions/${p.id}`,
            cancel: `${url}/v1/predictions/${p.id}/cancel`,
          },
        }
      : {}),
  });

  const sign = (body: string, options: { timestamp?: number; id?: string } = {}) => {
    const id = options.id ?? `msg_${randomUUID()}`;
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const signature = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    return new Headers({
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': `v1,${signature}`,
    });
  };
  const deliver = async (p: FakePrediction, event: 'start' | 'completed', messageId?: string) => {
    if (!p.webhook) return 0;
    if (p.webhookEventsFilter && !p.webhookEventsFilter.includes(event)) return 0;
    const body = JSON.stringify(view(p));
    const id = messageId ?? `msg_${randomUUID()}`;
    p.webhookDeliveries += 1;
    p.webhookIds.push(id);
    const headers =
      kind === 'replicate'
        ? sign(body, { id })
        : new Headers({ 'content-type': 'application/json' });
    const res = await fetch(p.webhook, { method: 'POST', headers, body }).catch(() => undefined);
    return res?.status ?? 0;
  };
  const completedIds = new Map<string, string>();

  const finish = async (p: FakePrediction, status: 'succeeded' | 'failed' | 'canceled') => {
    if (terminal(p.status)) return;
    if (status === 'succeeded') p.output = await makeOutput(p);
    if (status === 'failed') p.error = p.outcome.error ?? 'model error';
    p.status = status;
    for (const wake of waiters.get(p.id) ?? []) wake();
    waiters.delete(p.id);
    const messageId = `msg_${randomUUID()}`;
    completedIds.set(p.id, messageId);
    for (let i = 0; i < (p.outcome.webhooks ?? 1); i += 1) await deliver(p, 'completed', messageId);
  };

  async function makeOutput(p: FakePrediction) {
    const video = p.model.includes('video');
    const type = video ? 'video/mp4' : 'image/png';
    // One image per sample asked (the try-on's num_samples), each its own colour.
    const count = video ? 1 : Number(p.input.num_samples ?? 1);
    const outputs: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const data = video
        ? await tinyVideo()
        : await sharp({
            create: { width: 96, height: 128, channels: 3, background: i ? '#8e2b6f' : '#2b6f8e' },
          })
            .png()
            .toBuffer();
      if (kind === 'cog') {
        outputs.push(`data:${type};base64,${data.toString('base64')}`);
        continue;
      }
      const name = `${p.id}${i ? `-${i + 1}` : ''}.${video ? 'mp4' : 'png'}`;
      files.set(name, data);
      outputs.push(`${url}/files/${name}`);
    }
    // Cog answers a single output as itself, a list as a list.
    return kind === 'cog' && outputs.length === 1 ? outputs[0] : outputs;
  }

  const start = (
    id: string,
    model: string,
    body: Record<string, unknown>,
    outcome: FakePredictionOutcome,
    prefer?: string,
  ) => {
    const p: FakePrediction = {
      id,
      model,
      input: body.input as Record<string, unknown>,
      webhook: typeof body.webhook === 'string' ? body.webhook : undefined,
      webhookEventsFilter: Array.isArray(body.webhook_events_filter)
        ? (body.webhook_events_filter as string[])
        : undefined,
      prefer,
      outcome,
      status: 'starting',
      output: null,
      error: null,
      createCalls: 1,
      getCalls: 0,
      cancelCalls: 0,
      webhookDeliveries: 0,
      webhookIds: [],
    };
    predictions.push(p);
    void deliver(p, 'start');
    later(outcome.startMs ?? 0, () => {
      if (p.status !== 'starting') return;
      p.status = 'processing';
      if (outcome.hold) return;
      later(outcome.runMs ?? 50, () => void finish(p, outcome.error ? 'failed' : 'succeeded'));
    });
    return p;
  };

  const waitFor = (p: FakePrediction, ms: number) =>
    terminal(p.status)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          later(ms, resolve);
          waiters.set(p.id, [...(waiters.get(p.id) ?? []), resolve]);
        });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { pathname } = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    if (method === 'GET' && pathname.startsWith('/files/')) {
      const file = files.get(pathname.slice('/files/'.length));
      if (!file) return json(res, 404, { detail: 'Not found' });
      res.writeHead(200, {
        'content-type': pathname.endsWith('.mp4') ? 'video/mp4' : 'image/png',
      });
      return res.end(file);
    }
    if (kind === 'replicate' && req.headers.authorization !== `Bearer ${token}`) {
      return json(res, 401, {
        title: 'Unauthenticated',
        detail: 'You did not pass a valid authentication token',
        status: 401,
      });
    }
    const raw = await body(req);
    if (kind === 'replicate') {
      if (method === 'GET' && pathname === '/v1/webhooks/default/secret') {
        return json(res, 200, { key: secret });
      }
      const create =
        /^\/v1\/(?:predictions|models\/([^/]+\/[^/]+)\/predictions|deployments\/([^/]+\/[^/]+)\/predictions)$/.exec(
          pathname,
        );
      if (method === 'POST' && create) {
        creates += 1;
        const parsed = JSON.parse(raw || '{}') as Record<string, unknown>;
        const model =
          create[1] ??
          (create[2] ? `deployments/${create[2]}` : `version:${String(parsed.version)}`);
        if (typeof parsed.input !== 'object' || parsed.input === null) {
          return json(res, 422, { detail: 'input is required', status: 422 });
        }
        const outcome = takeOutcome(model) ?? {};
        if (outcome.createStatus) {
          return json(res, outcome.createStatus, {
            detail: 'refused',
            status: outcome.createStatus,
          });
        }
        const p = start(
          randomUUID().replaceAll('-', '').slice(0, 26),
          model,
          parsed,
          outcome,
          String(req.headers.prefer ?? ''),
        );
        const wait = /wait=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1];
        if (wait) await waitFor(p, Math.min(Number(wait), 60) * 1000);
        return json(res, 201, view(p));
      }
      const one = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(pathname);
      const p = one ? predictions.find((item) => item.id === one[1]) : undefined;
      if (!p) return json(res, 404, { detail: 'Not found', status: 404 });
      if (method === 'GET' && !one![2]) {
        p.getCalls += 1;
        if ((p.outcome.getFailures ?? 0) >= p.getCalls)
          return json(res, 503, { detail: 'unavailable' });
        return json(res, 200, view(p));
      }
      if (method === 'POST' && one![2]) {
        p.cancelCalls += 1;
        await finish(p, 'canceled');
        return json(res, 200, view(p));
      }
      return json(res, 405, { detail: 'Method not allowed' });
    }
    // Cog
    // One server stands for a container per tool: COG_URL_<TOOL> = `${url}/<tool>`.
    const one = /^\/(?:([\w-]+)\/)?predictions\/([^/]+)(\/cancel)?$/.exec(pathname);
    if (!one) return json(res, 404, { detail: 'Not Found' });
    const [, tool = 'cog', id = '', cancel] = one;
    const existing = predictions.find((item) => item.id === id);
    if (method === 'PUT' && !cancel) {
      creates += 1;
      const parsed = JSON.parse(raw || '{}') as Record<string, unknown>;
      if (typeof parsed.input !== 'object' || parsed.input === null) {
        return json(res, 422, { detail: [{ loc: ['body', 'input'], msg: 'field required' }] });
      }
      if (existing && !terminal(existing.status)) {
        // Documented: the same id while it runs creates no new prediction.
        existing.createCalls += 1;
        return json(res, 202, view(existing));
      }
      if (req.headers.prefer !== 'respond-async') {
        return json(res, 400, { detail: 'this fake only runs predictions asynchronously' });
      }
      const outcome = takeOutcome(tool) ?? {};
      if (outcome.createStatus) return json(res, outcome.createStatus, { detail: 'refused' });
      const p = start(id, tool, parsed, outcome, String(req.headers.prefer ?? ''));
      if (p.outcome.dropCreateAnswer) return json(res, 503, { detail: 'connection lost' });
      return json(res, 202, view(p));
    }
    if (method === 'POST' && cancel) {
      if (!existing) return json(res, 404, { detail: 'Not Found' });
      existing.cancelCalls += 1;
      await finish(existing, 'canceled');
      return json(res, 200, {});
    }
    return json(res, 405, { detail: 'Method Not Allowed' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { detail: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    kind,
    url,
    token,
    secret,
    predictions,
    get creates() {
      return creates;
    },
    nextOutcome: (outcome, model) => void outcomes.push({ model, outcome }),
    complete(id) {
      const p = predictions.find((item) => item.id === id);
      if (p) void finish(p, p.outcome.error ? 'failed' : 'succeeded');
    },
    async deliverWebhook(id) {
      const p = predictions.find((item) => item.id === id)!;
      return deliver(p, 'completed', completedIds.get(id));
    },
    signDelivery: sign,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: ServerResponse, status: number, value: unknown) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const ffmpeg = (): string => {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return 'ffmpeg';
  }
};

/** A one-second 160×120 MP4, as a video model's result. */
async function tinyVideo(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'fake-predictions-'));
  const out = path.join(folder, 'clip.mp4');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        ffmpeg(),
        [
          ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-f', 'lavfi'],
          ...['-i', 'color=c=teal:s=160x120:d=1:r=10', '-pix_fmt', 'yuv420p'],
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
