import { KieuApiError, KieuTimeoutError } from './errors.js';
import { KieuPagePromise } from './pagination.js';
import { send, type Call, type RequestOptions, type Transport } from './request.js';
import { KieuPromise } from './response.js';
import { sleep } from './retry.js';
import {
  newIdempotencyKey,
  queryString,
  type IdempotentOptions,
  type KieuClientOptions,
  type SubmitOptions,
  type WaitOptions,
} from './options.js';
import type {
  ApiCapabilities,
  ApiChangelog,
  Balance,
  Batch,
  BatchRequest,
  CreatedExport,
  CreatedModel,
  CreateModelBody,
  Export,
  ExportRequest,
  FidelityCheck,
  FidelityPair,
  Job,
  JobList,
  JobListQuery,
  Model,
  ModelList,
  ModelListQuery,
  ModelSwapBody,
  ProductBatchRequest,
  ProductToModelBody,
  Service,
  SubmitBody,
  SubmittedBatch,
  SubmittedJob,
  Upload,
  UploadFields,
  Verification,
  WebhookSecret,
  WebhookTestDelivery,
  WebhookTestRequest,
} from './types.js';

const endedStatuses = new Set(['succeeded', 'failed', 'cancelled']);
const json = { 'content-type': 'application/json' };
const segment = (id: string) => encodeURIComponent(id);

/**
 * A client of the Kiểu Studio public API (/v1) over fetch. Every method answers a KieuPromise:
 * await it for the data, or call `.withResponse()` for the response and its headers too.
 * @example const kieu = new KieuClient({ baseUrl: 'https://api.kieu.studio', token });
 */
export class KieuClient {
  readonly #transport: Transport;

  constructor(options: KieuClientOptions) {
    this.#transport = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      token: options.token,
      version: options.version,
      // Called unbound: a browser's fetch throws when called as a method of another object.
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      timeout: options.timeout ?? 120_000,
      maxRetries: options.maxRetries ?? 2,
    };
  }

  #call<T>(call: Call, options?: RequestOptions): KieuPromise<T> {
    return new KieuPromise(send<T>(this.#transport, call, options));
  }

  /** #call for an answer that wraps its object (`{ model }`, `{ batch }`): the object alone. */
  #unwrap<T>(name: string, call: Call, options?: RequestOptions): KieuPromise<T> {
    return new KieuPromise(
      send<Record<string, T>>(this.#transport, call, options).then((answer) => ({
        ...answer,
        data: answer.data[name]!,
      })),
    );
  }

  /** A POST that the API deduplicates by Idempotency-Key, so it is retried like a GET. */
  #idempotentPost<T>(path: string, body: unknown, options: SubmitOptions): KieuPromise<T> {
    const { idempotencyKey = newIdempotencyKey(), wait, cancelAfter, ...rest } = options;
    const headers: Record<string, string> = { ...json, 'idempotency-key': idempotencyKey };
    if (wait !== undefined) headers.prefer = `wait=${wait}`;
    if (cancelAfter !== undefined) headers['cancel-after'] = String(cancelAfter);
    const call: Call = { method: 'POST', path, body: JSON.stringify(body), headers };
    return this.#call<T>({ ...call, idempotent: true }, rest);
  }

  /** POST /v1/uploads: one image as multipart form data; give its `id` as a job input. */
  upload(
    file: Blob,
    fields: UploadFields = {},
    filename = 'image',
    options?: RequestOptions,
  ): KieuPromise<Upload> {
    const form = new FormData();
    form.set('file', file, filename);
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) form.set(name, value);
    }
    return this.#call({ method: 'POST', path: '/v1/uploads', body: form }, options);
  }

  /**
   * POST /v1/verify: what a file's C2PA content credentials say (a Kiểu Studio result, changed
   * since, or none); free, nothing kept.
   * @example const { trusted, intact } = await kieu.verifyFile(photo);
   */
  verifyFile(file: Blob, options?: RequestOptions): KieuPromise<Verification> {
    const form = new FormData();
    form.set('file', file, 'file');
    return this.#call({ method: 'POST', path: '/v1/verify', body: form }, options);
  }

  /** POST /v1/{service}/jobs: holds the credits and queues the job. */
  submit<S extends Service>(
    service: S,
    body: SubmitBody<S>,
    options: SubmitOptions = {},
  ): KieuPromise<SubmittedJob> {
    return this.#idempotentPost(`/v1/${service}/jobs`, body, options);
  }

  /**
   * POST /v1/product-to-model/jobs: a product photo alone (flat lay, hanger, ghost mannequin or
   * worn) on a brand model, a sample model, or a suitable model when `params.model` is omitted.
   * @example await kieu.submitProductToModel({ inputs: { product }, params: { model: lan.id, resolution: '2k' } });
   */
  submitProductToModel(
    body: ProductToModelBody,
    options: SubmitOptions = {},
  ): KieuPromise<SubmittedJob> {
    return this.submit('product-to-model', body, options);
  }

  /**
   * POST /v1/model-swap/jobs: the clothes of a worn photo (`inputs.source`) on another model.
   * @example await kieu.submitModelSwap({ inputs: { source }, params: { model: 'model-lan' } });
   */
  submitModelSwap(body: ModelSwapBody, options: SubmitOptions = {}): KieuPromise<SubmittedJob> {
    return this.submit('model-swap', body, options);
  }

  /** GET /v1/jobs/{id}: the job, with fresh signed result links. */
  getJob(id: string, options?: RequestOptions): KieuPromise<Job> {
    return this.#call({ method: 'GET', path: `/v1/jobs/${segment(id)}` }, options);
  }

  /**
   * GET /v1/jobs: newest first. Awaited, one page (`cursor` = the last page's next_cursor);
   * iterated with `for await`, every job of every page.
   * @example for await (const job of kieu.listJobs({ status: 'failed', limit: 100 })) retry(job);
   */
  listJobs(query: JobListQuery = {}, options?: RequestOptions): KieuPagePromise<Job, JobList> {
    const page = (cursor?: string) =>
      send<JobList>(
        this.#transport,
        { method: 'GET', path: `/v1/jobs${queryString({ ...query, cursor })}` },
        options,
      );
    return new KieuPagePromise(page(query.cursor), async (cursor) => (await page(cursor)).data);
  }

  /** POST /v1/jobs/{id}/cancel: cancels a job that has not ended and gives back its credits. */
  cancelJob(id: string, options?: RequestOptions): KieuPromise<Job> {
    return this.#call({ method: 'POST', path: `/v1/jobs/${segment(id)}/cancel` }, options);
  }

  /**
   * Polls GET /v1/jobs/{id} until the job ends; a 429 beyond the request's retries waits its
   * Retry-After. Past `timeoutMs` it throws KieuTimeoutError; `signal` stops it at once.
   * @example const job = await kieu.waitForJob(id, { timeoutMs: 120_000 });
   */
  async waitForJob(
    id: string,
    { timeoutMs = 300_000, intervalMs = 2_000, signal }: WaitOptions = {},
  ): Promise<Job> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let pause = intervalMs;
      try {
        const job = await this.getJob(id, { signal });
        if (endedStatuses.has(job.status)) return job;
      } catch (error) {
        if (!(error instanceof KieuApiError && error.status === 429)) throw error;
        pause = Math.max(pause, (error.retryAfter ?? 1) * 1000);
      }
      if (Date.now() + pause > deadline) throw new KieuTimeoutError(id, timeoutMs);
      await sleep(pause, signal);
    }
  }

  /**
   * POST /v1/virtual-tryon/batches: every garment on every model, garments × models try-ons.
   * @example const { batch } = await kieu.submitBatch({ models: [lan], garments: [{ id: shirt, category: 'tops', sku: 'AO-01' }] });
   */
  submitBatch(body: BatchRequest, options: IdempotentOptions = {}): KieuPromise<SubmittedBatch> {
    return this.#idempotentPost('/v1/virtual-tryon/batches', body, options);
  }

  /** POST /v1/product-to-model/batches: every product photo on every model. */
  submitProductToModelBatch(
    body: ProductBatchRequest,
    options: IdempotentOptions = {},
  ): KieuPromise<SubmittedBatch> {
    return this.#idempotentPost('/v1/product-to-model/batches', body, options);
  }

  /** GET /v1/batches/{id}: the batch, its counts and every job of its grid. */
  getBatch(id: string, options?: RequestOptions): KieuPromise<Batch> {
    return this.#unwrap('batch', { method: 'GET', path: `/v1/batches/${segment(id)}` }, options);
  }

  /**
   * POST /v1/exports: a ZIP of a batch's or some jobs' results fitted to a marketplace.
   * @example const { export: zip } = await kieu.createExport({ preset: 'shopee', batch_id });
   */
  createExport(body: ExportRequest, options?: RequestOptions): KieuPromise<CreatedExport> {
    const call: Call = { method: 'POST', path: '/v1/exports', body: JSON.stringify(body) };
    return this.#call({ ...call, headers: json }, options);
  }

  /** GET /v1/exports/{id}: its progress, then its signed `url` once `ready`. */
  getExport(id: string, options?: RequestOptions): KieuPromise<Export> {
    return this.#unwrap('export', { method: 'GET', path: `/v1/exports/${segment(id)}` }, options);
  }

  /** GET /v1/webhook-secret: the secret this token's deliveries are signed with. */
  getWebhookSecret(options?: RequestOptions): KieuPromise<WebhookSecret> {
    return this.#call({ method: 'GET', path: '/v1/webhook-secret' }, options);
  }

  /** POST /v1/webhook-secret/rotate: a new secret; the previous one also signs for 24 hours. */
  rotateWebhookSecret(options?: RequestOptions): KieuPromise<WebhookSecret> {
    return this.#call({ method: 'POST', path: '/v1/webhook-secret/rotate' }, options);
  }

  /** POST /v1/webhooks/test: sends a signed `webhook.test` event and says how it went. */
  sendTestWebhook(
    body: WebhookTestRequest = {},
    options?: RequestOptions,
  ): KieuPromise<WebhookTestDelivery> {
    const call: Call = { method: 'POST', path: '/v1/webhooks/test', body: JSON.stringify(body) };
    return this.#call({ ...call, headers: json }, options);
  }

  /**
   * POST /v1/fidelity: how a result shows its product's garment (colour, pattern), for any pair
   * of pictures, ours or made elsewhere; free, nothing kept. Needs the virtual-tryon service.
   * @example const { fidelity } = await kieu.checkFidelity({ product, result, category: 'tops' });
   */
  checkFidelity(
    { product, result, category }: FidelityPair,
    options?: RequestOptions,
  ): KieuPromise<FidelityCheck> {
    const form = new FormData();
    form.set('product', product, 'product');
    form.set('result', result, 'result');
    if (category !== undefined) form.set('category', category);
    return this.#call({ method: 'POST', path: '/v1/fidelity', body: form }, options);
  }

  /** GET /v1/models: the brand's models, retired ones with `include_retired: 'true'`. */
  listModels(query: ModelListQuery = {}, options?: RequestOptions): KieuPromise<ModelList> {
    return this.#call({ method: 'GET', path: `/v1/models${queryString(query)}` }, options);
  }

  /**
   * POST /v1/models: a brand model from the body generator's params (a job: `status` pending,
   * credits held), from a consented face upload, or from a consented full-body photo (ready).
   * @example const { model } = await kieu.createModel({ name: 'Lan', photo: upload.id });
   */
  createModel(body: CreateModelBody, options?: RequestOptions): KieuPromise<CreatedModel> {
    const call: Call = { method: 'POST', path: '/v1/models', body: JSON.stringify(body) };
    return this.#call({ ...call, headers: json }, options);
  }

  /** GET /v1/models/{id}: one model, ready once its photo is made. */
  getModel(id: string, options?: RequestOptions): KieuPromise<Model> {
    return this.#unwrap('model', { method: 'GET', path: `/v1/models/${segment(id)}` }, options);
  }

  /** PATCH /v1/models/{id}: a new name, unique among the brand's models not retired. */
  renameModel(id: string, name: string, options?: RequestOptions): KieuPromise<Model> {
    const path = `/v1/models/${segment(id)}`;
    const call: Call = { method: 'PATCH', path, body: JSON.stringify({ name }), headers: json };
    return this.#unwrap('model', call, options);
  }

  /** DELETE /v1/models/{id}: retires the model; its jobs keep it, new jobs refuse it. */
  retireModel(id: string, options?: RequestOptions): KieuPromise<Model> {
    const call: Call = { method: 'DELETE', path: `/v1/models/${segment(id)}` };
    return this.#unwrap('model', call, options);
  }

  /** GET /v1/balance: the credits left and the plan. */
  balance(options?: RequestOptions): KieuPromise<Balance> {
    return this.#call({ method: 'GET', path: '/v1/balance' }, options);
  }

  /**
   * GET /v1/capabilities: for each service, its engine and the options that engine refuses,
   * so a request can leave them out before it is sent. Public: no token needed.
   */
  getCapabilities(options?: RequestOptions): KieuPromise<ApiCapabilities> {
    return this.#call({ method: 'GET', path: '/v1/capabilities' }, options);
  }

  /** GET /v1/changelog: every API version, what it changed and its own document. Public. */
  getChangelog(options?: RequestOptions): KieuPromise<ApiChangelog> {
    return this.#call({ method: 'GET', path: '/v1/changelog' }, options);
  }
}
