import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for FASHN's own API, following its documented protocol (decision 120;
 * docs.fashn.ai "API Fundamentals", "Error Handling" and each model's API reference page):
 * - `Authorization: Bearer <key>` on every call; a wrong or missing key answers 401
 *   `{ error: "UnauthorizedAccess", message }`;
 * - `POST /v1/run` with `{ model_name, inputs }` answers `{ id, error: null }`; an unknown
 *   model, a missing required input, an unknown (misspelt) input, a value outside its documented
 *   list, an image that is neither an http(s) URL nor a `data:image/…;base64,` URI, or
 *   `model_image` beside `face_reference`/`image_prompt`/`background_reference` on
 *   product-to-model answer 400 `{ error: "BadRequest", message }` and start nothing;
 * - `GET /v1/status/{id}`: `starting` → `processing` → `completed` with `output` (one PNG per
 *   `num_samples`/`num_images`, as URLs served here under `/cdn/`, or as data URIs when
 *   `return_base64` is true), or `failed` with `error: { name, message }`; an unknown id is 404
 *   NotFound. FASHN has no cancel endpoint, and neither has the fake.
 * The test says what the next prediction does with `nextOutcome`; every request is recorded.
 */
export interface FakeFashnOutcome {
  /** Time in `starting`, then in `processing` (ms). Default 0 and 30. */
  startMs?: number;
  runMs?: number;
  /** The run answers this HTTP status and FASHN error name, and starts nothing. */
  runError?: { status: number; name: string };
  /** The first N status reads of the prediction answer this status (default 503). */
  statusFailures?: number;
  statusFailureCode?: number;
  /** The prediction ends `failed` with this documented error. */
  error?: { name: string; message?: string };
}

export interface FakeFashnPrediction {
  id: string;
  modelName: string;
  inputs: Record<string, unknown>;
  outcome: FakeFashnOutcome;
  createdAt: number;
  statusReads: number;
}

export interface FakeFashnRequest {
  method: string;
  path: string;
  status: number;
  body?: unknown;
}

export interface FakeFashn {
  /** The base URL, as FASHN_API_URL takes it (the fake answers under `/v1`). */
  url: string;
  key: string;
  predictions: FakeFashnPrediction[];
  requests: FakeFashnRequest[];
  /** `POST /v1/run` calls, refused ones included. */
  runs(): FakeFashnRequest[];
  nextOutcome(outcome: FakeFashnOutcome): void;
  close(): Promise<void>;
}

const image = { kind: 'image' } as const;
const oneOf = (...values: (string | boolean)[]) => ({ kind: 'enum', values }) as const;
const integer = { kind: 'integer' } as const;
const text = { kind: 'string' } as const;
const flag = { kind: 'boolean' } as const;
type Field = typeof image | typeof integer | typeof text | typeof flag | ReturnType<typeof oneOf>;

const ratios = ['21:9', '1:1', '4:3', '3:2', '2:3', '5:4', '4:5', '3:4', '16:9', '9:16'];
const delivery = { output_format: oneOf('png', 'jpeg'), return_base64: flag, seed: integer };
const generation = {
  resolution: oneOf('1k', '2k', '4k'),
  generation_mode: oneOf('fast', 'balanced', 'quality'),
};
const faceReference = {
  face_reference: image,
  face_reference_mode: oneOf('match_base', 'match_reference'),
};

/** Each model's documented inputs (its API reference page), the required ones first. */
const models: Record<string, { required: string[]; fields: Record<string, Field> }> = {
  'tryon-v1.6': {
    required: ['model_image', 'garment_image'],
    fields: {
      model_image: image,
      garment_image: image,
      category: oneOf('auto', 'tops', 'bottoms', 'one-pieces'),
      segmentation_free: flag,
      moderation_level: oneOf('conservative', 'permissive', 'none'),
      garment_photo_type: oneOf('auto', 'flat-lay', 'model'),
      mode: oneOf('performance', 'balanced', 'quality'),
      num_samples: integer,
      ...delivery,
    },
  },
  'product-to-model': {
    required: ['product_image'],
    fields: {
      product_image: image,
      model_image: image,
      image_prompt: image,
      background_reference: image,
      ...faceReference,
      prompt: text,
      aspect_ratio: oneOf(...ratios.filter((ratio) => ratio !== '21:9')),
      ...generation,
      ...delivery,
    },
  },
  'model-swap': {
    required: ['model_image'],
    fields: {
      model_image: image,
      ...faceReference,
      prompt: text,
      aspect_ratio: oneOf(...ratios),
      num_images: integer,
      ...generation,
      ...delivery,
    },
  },
};

/** The 400 message for inputs a model refuses, or undefined when FASHN would take them. */
function inputProblem(modelName: unknown, inputs: unknown): string | undefined {
  if (typeof modelName !== 'string' || !models[modelName])
    return `Unknown model_name: ${String(modelName)}`;
  if (!inputs || typeof inputs !== 'object' || Array.isArray(inputs))
    return 'inputs must be an object';
  const model = models[modelName];
  const given = inputs as Record<string, unknown>;
  const missing = model.required.find((name) => given[name] === undefined);
  if (missing) return `Missing required input: ${missing}`;
  for (const [name, value] of Object.entries(given)) {
    const field = model.fields[name];
    if (!field) return `Unknown input for ${modelName}: ${name}`;
    if (field.kind === 'image') {
      const ok =
        typeof value === 'string' &&
        (/^https?:\/\//.test(value) || /^data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+$/.test(value));
      if (!ok) return `${name} must be an image URL or a base64 data URI`;
    } else if (field.kind === 'enum' && !field.values.includes(value as string)) {
      return `${name} must be one of ${field.values.join(', ')}`;
    } else if (field.kind === 'integer' && (!Number.isInteger(value) || (value as number) < 0)) {
      return `${name} must be a non-negative integer`;
    } else if (field.kind === 'string' && typeof value !== 'string') {
      return `${name} must be a string`;
    } else if (field.kind === 'boolean' && typeof value !== 'boolean') {
      return `${name} must be a boolean`;
    }
  }
  if (
    modelName === 'product-to-model' &&
    given.model_image !== undefined &&
    ['face_reference', 'image_prompt', 'background_reference'].some((name) => name in given)
  ) {
    return 'model_image cannot be combined with image_prompt, face_reference or background_reference';
  }
  return undefined;
}

/** A small real PNG in the prediction's frame (its aspect ratio, or 2:3). */
async function outputPng(prediction: FakeFashnPrediction, index: number): Promise<Buffer> {
  const ratio = String(prediction.inputs.aspect_ratio ?? '2:3');
  const [w = 2, h = 3] = ratio.split(':').map(Number);
  const scale = 96 / Math.max(w, h);
  return sharp({
    create: {
      width: Math.round(w * scale),
      height: Math.round(h * scale),
      channels: 3,
      background: { r: 40 + index * 40, g: 120, b: 160 },
    },
  })
    .png()
    .toBuffer();
}

export async function startFakeFashn(): Promise<FakeFashn> {
  const key = `fa-${randomUUID().replaceAll('-', '')}`;
  const predictions: FakeFashnPrediction[] = [];
  const requests: FakeFashnRequest[] = [];
  const outcomes: FakeFashnOutcome[] = [];
  const files = new Map<string, Buffer>();
  let url = '';

  const answer = (
    res: ServerResponse,
    request: FakeFashnRequest,
    status: number,
    body: unknown,
  ) => {
    request.status = status;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const refuse = (
    res: ServerResponse,
    entry: FakeFashnRequest,
    status: number,
    name: string,
    message: string,
  ) => answer(res, entry, status, { error: name, message });

  const statusOf = async (prediction: FakeFashnPrediction) => {
    const { outcome } = prediction;
    const elapsed = Date.now() - prediction.createdAt;
    const startMs = outcome.startMs ?? 0;
    if (elapsed < startMs)
      return { id: prediction.id, status: 'starting', output: null, error: null };
    if (elapsed < startMs + (outcome.runMs ?? 30)) {
      return { id: prediction.id, status: 'processing', output: null, error: null };
    }
    if (outcome.error) {
      return {
        id: prediction.id,
        status: 'failed',
        output: null,
        error: { message: '', ...outcome.error },
      };
    }
    const count = Number(prediction.inputs.num_samples ?? prediction.inputs.num_images ?? 1);
    const output: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const png = await outputPng(prediction, index);
      if (prediction.inputs.return_base64 === true) {
        output.push(`data:image/png;base64,${png.toString('base64')}`);
      } else {
        const path = `/cdn/${prediction.id}/output_${index}.png`;
        files.set(path, png);
        output.push(`${url}${path}`);
      }
    }
    return { id: prediction.id, status: 'completed', output, error: null };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const entry: FakeFashnRequest = { method: req.method ?? 'GET', path, status: 0, body };
    requests.push(entry);
    if (req.method === 'GET' && files.has(path)) {
      entry.status = 200;
      res.writeHead(200, { 'content-type': 'image/png' }).end(files.get(path));
      return;
    }
    if (req.headers.authorization !== `Bearer ${key}`) {
      refuse(res, entry, 401, 'UnauthorizedAccess', 'Unauthorized: Invalid token');
      return;
    }
    if (req.method === 'POST' && path === '/v1/run') {
      const { model_name: modelName, inputs } = (body ?? {}) as Record<string, unknown>;
      const outcome = outcomes.shift() ?? {};
      if (outcome.runError) {
        refuse(res, entry, outcome.runError.status, outcome.runError.name, 'refused by the test');
        return;
      }
      const problem = inputProblem(modelName, inputs);
      if (problem) {
        refuse(res, entry, 400, 'BadRequest', problem);
        return;
      }
      const prediction: FakeFashnPrediction = {
        id: `${randomUUID()}-u1`,
        modelName: modelName as string,
        inputs: inputs as Record<string, unknown>,
        outcome,
        createdAt: Date.now(),
        statusReads: 0,
      };
      predictions.push(prediction);
      answer(res, entry, 200, { id: prediction.id, error: null });
      return;
    }
    const statusMatch = /^\/v1\/status\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && statusMatch) {
      const prediction = predictions.find((p) => p.id === decodeURIComponent(statusMatch[1]!));
      if (!prediction) {
        refuse(res, entry, 404, 'NotFound', 'Prediction not found');
        return;
      }
      prediction.statusReads += 1;
      if (prediction.statusReads <= (prediction.outcome.statusFailures ?? 0)) {
        const code = prediction.outcome.statusFailureCode ?? 503;
        refuse(
          res,
          entry,
          code,
          code === 429 ? 'RateLimitExceeded' : 'InternalServerError',
          'try again',
        );
        return;
      }
      answer(res, entry, 200, await statusOf(prediction));
      return;
    }
    refuse(res, entry, 404, 'NotFound', 'Resource not found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    key,
    predictions,
    requests,
    runs: () => requests.filter((entry) => entry.method === 'POST' && entry.path === '/v1/run'),
    nextOutcome: (outcome) => outcomes.push(outcome),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
