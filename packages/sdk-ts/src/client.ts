import { KieuApiError, KieuTimeoutError } from './errors.ts';
import type { Operations } from './generated.ts';

export type Service =
  | 'virtual-tryon'
  | 'body-generator'
  | 'hairstyle-changer'
  | 'image-to-video'
  | 'image-editing'
  | 'product-to-model'
  | 'model-swap';
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
export type Model = Operations['get-model']['responses'][200]['model'];
export type ModelList = Operations['list-models']['responses'][200];
export type ModelListQuery = Operations['list-models']['query'];
/** A name and exactly one of `params` (the body generator's), `face` or `photo` (upload ids). */
export type CreateModelBody = Operations['create-model']['body'];
export type CreatedModel = Operations['create-model']['responses'][201];
export type ProductToModelBody = SubmitBody<'product-to-model'>;
export type ModelSwapBody = SubmitBody<'model-swap'>;
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

  /**
   * POST /v1/product-to-model/jobs: a product photo alone (flat lay, hanger, ghost mannequin or
   * worn) on a brand model, a sample model, or a suitable model when `params.model` is omitted.
   * @example await kieu.submitProductToModel({ inputs: { product }, params: { model: lan.id, resolution: '2k' } });
   */
  submitProductToModel(
    body: ProductToModelBody,
    options: SubmitOptions = {},
  ): Promise<SubmittedJob> {
    return this.submit('product-to-model', body, options);
  }

  /**
   * POST /v1/model-swap/jobs: the clothes of a worn photo (`inputs.source`) on another model.
   * @example await kieu.submitModelSwap({ inputs: { source }, params: { model: 'model-lan' } });
   */
  submitModelSwap(body: ModelSwapBody, options: SubmitOptions = {}): Promise<SubmittedJob> {
    return this.submit('model-swap', body, options);
  }

  /** GET /v1/models: the brand's models, retired ones with `include_retired: 'true'`. */
  listModels(query: ModelListQuery = {}): Promise<ModelList> {
    const search = new URLSearchParams();
    if (query.include_retired !== undefined) search.set('include_retired', query.include_retired);
    const suffix = search.size > 0 ? `?${search}` : '';
    return this.#request<ModelList>('GET', `/v1/models${suffix}`);
  }

  /**
   * POST /v1/models: a brand model from the body generator's params (a job: `status` pending,
   * credits held), from a consented face upload, or from a consented full-body photo (ready).
   * @example const { model } = await kieu.createModel({ name: 'Lan', photo: upload.id });
   */
  createModel(body: CreateModelBody): Promise<CreatedModel> {
    return this.#request<CreatedModel>('POST', '/v1/models', {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }

  /** GET /v1/models/{id}: one model, ready once its photo is made. */
  async getModel(id: string): Promise<Model> {
    const path = `/v1/models/${encodeURIComponent(id)}`;
    return (await this.#request<{ model: Model }>('GET', path)).model;
  }

  /** PATCH /v1/models/{id}: a new name, unique among the brand's models not retired. */
  async renameModel(id: string, name: string): Promise<Model> {
    const path = `/v1/models/${encodeURIComponent(id)}`;
    const body = JSON.stringify({ name });
    const headers = { 'content-type': 'application/json' };
    return (await this.#request<{ model: Model }>('PATCH', path, { body, headers })).model;
  }

  /** DELETE /v1/models/{id}: retires the model; its jobs keep it, new jobs refuse it. */
  async retireModel(id: string): Promise<Model> {
    const path = `/v1/models/${encodeURIComponent(id)}`;
    return (await this.#request<{ model: Model }>('DELETE', path)).model;
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
