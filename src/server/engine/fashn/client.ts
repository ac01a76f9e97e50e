/**
 * FASHN's own API, as docs.fashn.ai documents it (decision 120): `Authorization: Bearer <key>`;
 * `POST /v1/run` with `{ model_name, inputs }` answers `{ id, error }` at once; `GET
 * /v1/status/{id}` answers `{ id, status, output, error }`, status `starting | in_queue |
 * processing | completed | failed` (the SDK adds `canceled | time_out`). An error before a
 * prediction exists is an HTTP status with `{ error: <name>, message }` (400 BadRequest, 401
 * UnauthorizedAccess, 404 NotFound, 429 RateLimitExceeded | ConcurrencyLimitExceeded |
 * OutOfCredits, 500 InternalServerError). There is no cancel endpoint.
 */
export type FashnStatus =
  'starting' | 'in_queue' | 'processing' | 'completed' | 'failed' | 'canceled' | 'time_out';

export interface FashnPrediction {
  id: string;
  status: FashnStatus;
  /** Image URLs, or `data:` URIs when the inputs asked `return_base64`. */
  output?: string[] | null;
  error?: { name?: string; message?: string } | null;
}

export const isRunning = (status: string) =>
  status === 'starting' || status === 'in_queue' || status === 'processing';

/** A non-2xx answer; `body` is the parsed JSON (or text). The key is never in it. */
export class FashnHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly operation: 'run' | 'status',
  ) {
    super(`FASHN ${operation} answered HTTP ${status}`);
    this.name = 'FashnHttpError';
  }

  /** FASHN's error name (`OutOfCredits`, `BadRequest`, …), when the body has one. */
  get errorName(): string | undefined {
    const name = (this.body as { error?: unknown } | null)?.error;
    return typeof name === 'string' ? name : undefined;
  }
}

export interface FashnClient {
  run(modelName: string, inputs: Record<string, unknown>): Promise<{ id: string }>;
  status(id: string): Promise<FashnPrediction>;
}

/**
 * The client for FASHN_API_URL with FASHN_API_KEY.
 * @example await createFashnClient({ baseUrl, key }).run('tryon-v1.6', { model_image, garment_image })
 */
export function createFashnClient(options: {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): FashnClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/v1`;
  const doFetch = options.fetch ?? fetch;
  const call = async (operation: 'run' | 'status', url: string, body?: unknown) => {
    const res = await doFetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${options.key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): keep the text.
    }
    if (!res.ok) throw new FashnHttpError(res.status, parsed, operation);
    return { status: res.status, parsed };
  };
  return {
    async run(modelName, inputs) {
      const { status, parsed } = await call('run', `${base}/run`, {
        model_name: modelName,
        inputs,
      });
      const id = (parsed as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || !id) throw new FashnHttpError(status, parsed, 'run');
      return { id };
    },
    async status(id) {
      const { status, parsed } = await call('status', `${base}/status/${encodeURIComponent(id)}`);
      const prediction = parsed as FashnPrediction | null;
      if (typeof prediction?.status !== 'string') {
        throw new FashnHttpError(status, parsed, 'status');
      }
      return prediction;
    },
  };
}
