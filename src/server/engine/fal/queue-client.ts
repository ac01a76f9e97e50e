/**
 * fal.ai's queue protocol over plain HTTP, as documented at
 * https://docs.fal.ai/model-apis/model-endpoints/queue (and the Queue API reference,
 * https://fal.ai/docs/inference-api/queue/*):
 * - submit: `POST {base}/{model_id}` with `Authorization: Key $FAL_KEY` and the model's input as
 *   JSON, `?fal_webhook=URL` to be called back → `{ request_id, response_url, status_url,
 *   cancel_url }`;
 * - status: `GET {base}/{app}/requests/{id}/status` → `{ status: IN_QUEUE | IN_PROGRESS |
 *   COMPLETED, queue_position?, logs? }` (`?logs=1` asks for the runner's logs);
 * - result: `GET {base}/{app}/requests/{id}` → the model's output, or its error answer;
 * - cancel: `PUT {base}/{app}/requests/{id}/cancel` → 202 `CANCELLATION_REQUESTED`, or
 *   400 `ALREADY_COMPLETED` when it finished first.
 * `{app}` is the model id without its endpoint path ("fal-ai/kling-video/v2.1/…" → "fal-ai/
 * kling-video"): the cancel reference says "Do not add the endpoint path".
 */

export type FalQueueStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';

export interface FalSubmitted {
  request_id: string;
  response_url?: string;
  status_url?: string;
  cancel_url?: string;
}

export interface FalStatus {
  status: FalQueueStatus;
  queue_position?: number;
  logs?: { message: string }[] | null;
  /** Set on a COMPLETED request that did not succeed (e.g. cancelled). */
  error?: string | null;
}

/** A non-2xx answer of fal's API; `body` is its parsed JSON (or text). The key is never in it. */
export class FalHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly operation: 'submit' | 'status' | 'result' | 'cancel',
  ) {
    super(`fal ${operation} answered HTTP ${status}`);
    this.name = 'FalHttpError';
  }
}

export interface FalQueueClient {
  submit(modelId: string, input: unknown, webhookUrl?: string): Promise<FalSubmitted>;
  status(modelId: string, requestId: string): Promise<FalStatus>;
  result(modelId: string, requestId: string): Promise<unknown>;
  /** True when fal took the cancel; false when the request had already completed. */
  cancel(modelId: string, requestId: string): Promise<boolean>;
}

/** "fal-ai/kling-video/v2.1/standard/image-to-video" → "fal-ai/kling-video". */
export function appIdOf(modelId: string): string {
  return modelId.split('/').slice(0, 2).join('/');
}

/**
 * A client of fal's queue at `baseUrl` (FAL_QUEUE_URL).
 * @example await createFalQueueClient({ baseUrl, key }).submit('fal-ai/flux/dev', { prompt })
 */
export function createFalQueueClient(options: {
  baseUrl: string;
  key: string;
  fetch?: typeof fetch;
  /** Per HTTP call; a hung connection is a network error, retried by the job. */
  timeoutMs?: number;
}): FalQueueClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await doFetch(url, {
      method,
      headers: {
        Authorization: `Key ${options.key}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): keep the text.
    }
    return { res, parsed };
  };
  const requestUrl = (modelId: string, requestId: string) =>
    `${base}/${appIdOf(modelId)}/requests/${encodeURIComponent(requestId)}`;

  return {
    async submit(modelId, input, webhookUrl) {
      const query = webhookUrl ? `?fal_webhook=${encodeURIComponent(webhookUrl)}` : '';
      const { res, parsed } = await call('POST', `${base}/${modelId}${query}`, input);
      if (!res.ok) throw new FalHttpError(res.status, parsed, 'submit');
      const submitted = parsed as FalSubmitted | null;
      if (!submitted?.request_id) throw new FalHttpError(res.status, parsed, 'submit');
      return submitted;
    },
    async status(modelId, requestId) {
      const { res, parsed } = await call('GET', `${requestUrl(modelId, requestId)}/status?logs=1`);
      if (!res.ok) throw new FalHttpError(res.status, parsed, 'status');
      return parsed as FalStatus;
    },
    async result(modelId, requestId) {
      const { res, parsed } = await call('GET', requestUrl(modelId, requestId));
      if (!res.ok) throw new FalHttpError(res.status, parsed, 'result');
      return parsed;
    },
    async cancel(modelId, requestId) {
      const { res, parsed } = await call('PUT', `${requestUrl(modelId, requestId)}/cancel`);
      if (res.ok) return true;
      const status = (parsed as { status?: string } | null)?.status;
      if (res.status === 400 && status === 'ALREADY_COMPLETED') return false;
      throw new FalHttpError(res.status, parsed, 'cancel');
    },
  };
}
