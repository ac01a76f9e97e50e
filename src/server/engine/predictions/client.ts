/**
 * The predictions protocol that Replicate's HTTP API and Cog's HTTP API share (decision 061):
 * a prediction is `{ id, status: starting | processing | succeeded | failed | canceled, output,
 * error, urls? }`, created with `{ input, webhook, webhook_events_filter }`.
 * - Replicate (https://replicate.com/docs/reference/http): `Authorization: Bearer <token>`;
 *   `POST /predictions` with `version` (or `POST /models/{owner}/{name}/predictions`, or
 *   `POST /deployments/{owner}/{name}/predictions`) and `Prefer: wait=N`, which holds the answer
 *   up to N seconds; `GET /predictions/{id}`; `POST /predictions/{id}/cancel`.
 * - Cog (https://github.com/replicate/cog/blob/main/docs/http.md): `PUT /predictions/{id}` with
 *   our own id is idempotent ("if a client calls this endpoint more than once with the same ID
 *   … no new prediction is created"); `Prefer: respond-async` answers 202 at once and reports by
 *   webhook only ("polling for prediction status is not currently supported");
 *   `POST /predictions/{id}/cancel`; 409 when every slot is busy.
 */

export type PredictionStatus = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface Prediction {
  id?: string;
  status: PredictionStatus;
  output?: unknown;
  error?: unknown;
  /** `predict_time`: the seconds the model ran, what Replicate bills by the second. */
  metrics?: { predict_time?: unknown } | null;
  started_at?: unknown;
  completed_at?: unknown;
}

export const isTerminal = (status: string) =>
  status === 'succeeded' || status === 'failed' || status === 'canceled';

/** A non-2xx answer; `body` is the parsed JSON (or text). The token is never in it. */
export class PredictionHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly operation: 'create' | 'get' | 'cancel',
  ) {
    super(`predictions ${operation} answered HTTP ${status}`);
    this.name = 'PredictionHttpError';
  }
}

export interface PredictionsClient {
  /** Starts the prediction (Cog: under `id`, idempotently) and answers its state. */
  create(options: {
    id: string;
    input: unknown;
    webhookUrl?: string;
  }): Promise<Prediction & { id: string }>;
  /** The prediction's state; undefined when the protocol has no GET (Cog). */
  get?(id: string): Promise<Prediction>;
  cancel(id: string): Promise<void>;
}

const WEBHOOK_EVENTS = ['start', 'completed'];

async function call(
  doFetch: typeof fetch,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
) {
  const res = await doFetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  return { res, parsed };
}

function asPrediction(value: unknown, status: number, operation: 'create' | 'get') {
  const prediction = value as Prediction | null;
  if (typeof prediction?.status !== 'string') {
    throw new PredictionHttpError(status, value, operation);
  }
  return prediction;
}

/**
 * Replicate's API at `baseUrl` (REPLICATE_API_URL) for one model: `owner/name:version`,
 * `owner/name` or `deployments/owner/name`.
 * @example createReplicateClient({ baseUrl, token, model: 'acme/tryon:…' }).create({ … })
 */
export function createReplicateClient(options: {
  baseUrl: string;
  token: string;
  model: string;
  waitSeconds: number;
  fetch?: typeof fetch;
}): PredictionsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const auth = { Authorization: `Bearer ${options.token}` };
  const [name, version] = options.model.split(':');
  const createUrl = version
    ? `${base}/predictions`
    : name!.startsWith('deployments/')
      ? `${base}/${name}/predictions`
      : `${base}/models/${name}/predictions`;
  return {
    async create({ input, webhookUrl }) {
      const body = {
        ...(version ? { version } : {}),
        input,
        ...(webhookUrl ? { webhook: webhookUrl, webhook_events_filter: WEBHOOK_EVENTS } : {}),
      };
      const headers = { ...auth, Prefer: `wait=${options.waitSeconds}` };
      const timeout = (options.waitSeconds + 30) * 1000;
      const { res, parsed } = await call(doFetch, 'POST', createUrl, headers, body, timeout);
      if (!res.ok) throw new PredictionHttpError(res.status, parsed, 'create');
      const prediction = asPrediction(parsed, res.status, 'create');
      if (typeof prediction.id !== 'string')
        throw new PredictionHttpError(res.status, parsed, 'create');
      return prediction as Prediction & { id: string };
    },
    async get(id) {
      const url = `${base}/predictions/${encodeURIComponent(id)}`;
      const { res, parsed } = await call(doFetch, 'GET', url, auth, undefined, 30_000);
      if (!res.ok) throw new PredictionHttpError(res.status, parsed, 'get');
      return asPrediction(parsed, res.status, 'get');
    },
    async cancel(id) {
      const url = `${base}/predictions/${encodeURIComponent(id)}/cancel`;
      const { res, parsed } = await call(doFetch, 'POST', url, auth, undefined, 30_000);
      if (!res.ok) throw new PredictionHttpError(res.status, parsed, 'cancel');
    },
  };
}

/**
 * A Cog container at `baseUrl` (COG_URL_<TOOL>): idempotent PUT under our id, answered at once
 * (`Prefer: respond-async`); the outcome comes by webhook.
 */
export function createCogClient(options: { baseUrl: string; fetch?: typeof fetch }) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const client: PredictionsClient = {
    async create({ id, input, webhookUrl }) {
      const url = `${base}/predictions/${encodeURIComponent(id)}`;
      const body = {
        id,
        input,
        ...(webhookUrl ? { webhook: webhookUrl, webhook_events_filter: WEBHOOK_EVENTS } : {}),
      };
      const headers = { Prefer: 'respond-async' };
      const { res, parsed } = await call(doFetch, 'PUT', url, headers, body, 30_000);
      if (!res.ok) throw new PredictionHttpError(res.status, parsed, 'create');
      return { ...asPrediction(parsed, res.status, 'create'), id };
    },
    async cancel(id) {
      const url = `${base}/predictions/${encodeURIComponent(id)}/cancel`;
      const { res, parsed } = await call(doFetch, 'POST', url, {}, undefined, 30_000);
      if (!res.ok) throw new PredictionHttpError(res.status, parsed, 'cancel');
    },
  };
  return client;
}
