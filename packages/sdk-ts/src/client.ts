import { KieuApiError, KieuTimeoutError } from './errors.ts';
import type { Operations } from './generated.ts';

export type Service =
  'virtual-tryon' | 'body-generator' | 'hairstyle-changer' | 'image-to-video' | 'image-editing';
type SubmitOperation<S extends Service> = Operations[`submit-${S}-job`];
export type SubmitBody<S extends Service> = SubmitOperation<S>['body'];
export type SubmittedJob = Operations['submit-virtual-tryon-job']['responses'][202];
export type Job = Operations['get-job']['responses'][200];
export type JobList = Operations['list-jobs']['responses'][200];
export type JobListQuery = Operations['list-jobs']['query'];
export type Balance = Operations['get-balance']['responses'][200];
export type Upload = Operations['upload-image']['responses'][201];
export type UploadFields = Omit<Operations['upload-image']['body'], 'file'>;
export type FidelityCheck = Operations['check-fidelity']['responses'][200];
export type FidelityPair = Operations['check-fidelity']['body'];
export type ApiVersion = NonNullable<Operations['get-balance']['headers']['Kieu-Version']>;

export interface KieuClientOptions {
  /** The API's address, e.g. https://api.kieu.studio */
  baseUrl: string;
  /** An API token: ks_live_… */
  token: string;
  /** Kieu-Version to follow; without it, the newest version on the day the token was made. */
  version?: ApiVersion;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface SubmitOptions {
  /** Idempotency-Key: a repeat with the same key and body returns the first job. */
  idempotencyKey?: string;
  /** Prefer: wait=N, 1 to 60 seconds: answer once the job ends or N seconds pass. */
  wait?: number;
  /** Cancel-After: `90`, `30s`, `5m`, `2h`, or seconds as a number. */
  cancelAfter?: string | number;
}

/** An answer's JSON; a body that is not JSON (a proxy's page) becomes its message. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

const endedStatuses = new Set(['succeeded', 'failed', 'cancelled']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of the Kiểu Studio public API (/v1) over fetch.
 * @example const kieu = new KieuClient({ baseUrl: 'https://api.kieu.studio', token });
 */
export class KieuClient {
  readonly #options: KieuClientOptions;

  constructor(options: KieuClientOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
  }

  /** POST /v1/uploads: one image as multipart form data; give its `id` as a job input. */
  upload(file: Blob, fields: UploadFields = {}, filename = 'image'): Promise<Upload> {
    const form = new FormData();
    form.set('file', file, filename);
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) form.set(name, value);
    }
    return this.#request<Upload>('POST', '/v1/uploads', { body: form });
  }

  /** POST /v1/{service}/jobs: holds the credits and queues the job. */
  submit<S extends Service>(
    service: S,
    body: SubmitBody<S>,
    options: SubmitOptions = {},
  ): Promise<SubmittedJob> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    if (options.wait !== undefined) headers.prefer = `wait=${options.wait}`;
    if (options.cancelAfter !== undefined) headers['cancel-after'] = String(options.cancelAfter);
    return this.#request<SubmittedJob>('POST', `/v1/${service}/jobs`, {
      body: JSON.stringify(body),
      headers,
    });
  }

  /** GET /v1/jobs/{id}: the job, with fresh signed result links. */
  getJob(id: string): Promise<Job> {
    return this.#request<Job>('GET', `/v1/jobs/${encodeURIComponent(id)}`);
  }

  /** GET /v1/jobs: newest first, a page at a time (`cursor` = the last page's next_cursor). */
  listJobs(query: JobListQuery = {}): Promise<JobList> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) search.set(name, String(value));
    }
    const suffix = search.size > 0 ? `?${search}` : '';
    return this.#request<JobList>('GET', `/v1/jobs${suffix}`);
  }

  /** POST /v1/jobs/{id}/cancel: cancels a job that has not ended and gives back its credits. */
  cancelJob(id: string): Promise<Job> {
    return this.#request<Job>('POST', `/v1/jobs/${encodeURIComponent(id)}/cancel`);
  }

  /**
   * POST /v1/fidelity: how a result shows its product's garment (colour, pattern), for any pair
   * of pictures, ours or made elsewhere; free, nothing kept. Needs the virtual-tryon service.
   * @example const { fidelity } = await kieu.checkFidelity({ product, result, category: 'tops' });
   */
  checkFidelity({ product, result, category }: FidelityPair): Promise<FidelityCheck> {
    const form = new FormData();
    form.set('product', product, 'product');
    form.set('result', result, 'result');
    if (category !== undefined) form.set('category', category);
    return this.#request<FidelityCheck>('POST', '/v1/fidelity', { body: form });
  }

  /** GET /v1/balance: the credits left and the plan. */
  balance(): Promise<Balance> {
    return this.#request<Balance>('GET', '/v1/balance');
  }

  /**
   * Polls GET /v1/jobs/{id} until the job ends; on 429 waits the answer's Retry-After first.
   * @example const job = await kieu.waitForJob(id, { timeoutMs: 120_000 });
   */
  async waitForJob(id: string, { timeoutMs = 300_000, intervalMs = 2_000 } = {}): Promise<Job> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let pause = intervalMs;
      try {
        const job = await this.getJob(id);
        if (endedStatuses.has(job.status)) return job;
      } catch (error) {
        if (!(error instanceof KieuApiError && error.status === 429)) throw error;
        pause = Math.max(pause, (error.retryAfter ?? 1) * 1000);
      }
      if (Date.now() + pause > deadline) throw new KieuTimeoutError(id, timeoutMs);
      await sleep(pause);
    }
  }

  async #request<T>(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#options.token}`,
      accept: 'application/json',
      ...init.headers,
    };
    if (this.#options.version) headers['kieu-version'] = this.#options.version;
    const send = this.#options.fetch ?? fetch;
    const response = await send(`${this.#options.baseUrl}${path}`, {
      method,
      headers,
      body: init.body,
    });
    const body = parseBody(await response.text());
    if (!response.ok) {
      const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      throw new KieuApiError(response.status, fields, response.headers);
    }
    return body as T;
  }
}
