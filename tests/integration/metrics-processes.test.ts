import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { call, signUp } from './support/accounts.ts';
import { spawnApi, spawnWorker, type WorkerProcess } from './support/api-process.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestDatabase } from './support/test-database.ts';

// Processes as they run in production: the worker's own /metrics, and traces sent over OTLP/HTTP.
const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';

interface Export {
  path: string;
  contentType: string;
  body: Buffer;
}

/** An OpenTelemetry collector's OTLP/HTTP receiver on 127.0.0.1, keeping every export. */
const exports: Export[] = [];
let collector: Server;
let collectorUrl: string;
beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const contentType = request.headers['content-type'] ?? '';
      exports.push({ path: request.url ?? '', contentType, body: Buffer.concat(chunks) });
      // An empty ExportTraceServiceResponse: full success.
      response
        .writeHead(200, { 'content-type': contentType })
        .end(contentType.includes('json') ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => collector?.close(resolve)));

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, what: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string } }[];
  service: string;
}

/** The spans of every OTLP/JSON export received so far, each with its resource's service.name. */
function jsonSpans(): OtlpSpan[] {
  type Attributes = OtlpSpan['attributes'];
  return exports
    .filter((item) => item.path === '/v1/traces' && item.contentType.includes('json'))
    .flatMap((item) => {
      const body = JSON.parse(item.body.toString()) as {
        resourceSpans: {
          resource: { attributes: Attributes };
          scopeSpans: { spans: Omit<OtlpSpan, 'service'>[] }[];
        }[];
      };
      return body.resourceSpans.flatMap(({ resource, scopeSpans }) => {
        const service = resource.attributes.find((a) => a.key === 'service.name')?.value
          .stringValue;
        return scopeSpans.flatMap(({ spans }) =>
          spans.map((span) => ({ ...span, service: service ?? '' })),
        );
      });
    });
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((entry) => entry.key === key)?.value.stringValue;

describe('tracing (decision 029)', () => {
  it('sends a server span per request, named by its route, with its queries, to the OTLP endpoint', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-tracing-'));
    const database = await createTestDatabase();
    const api = await spawnApi({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      // The caller's W3C trace context is continued.
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const res = await fetch(`${api.url}/plans`, {
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      });
      expect(res.status).toBe(200);
      expect((await fetch(`${api.url}/metrics`)).status).toBe(200);

      const server = await waitFor(
        () => jsonSpans().find((span) => span.name === 'GET /plans'),
        'the span of GET /plans',
      );
      expect(server).toMatchObject({ traceId, kind: 2, service: 'kieu-api' });
      expect(attribute(server, 'http.route')).toBe('/plans');
      const query = await waitFor(
        () => jsonSpans().find((span) => span.traceId === traceId && span.name.startsWith('pg.')),
        'a query span in the same trace',
      );
      expect(query.kind).toBe(3);

      api.child.kill('SIGTERM');
      expect((await api.exited).code).toBe(0);
      // Scrapes are not traced; shutting down sent every span still buffered.
      expect(jsonSpans().filter((span) => span.name.includes('/metrics'))).toEqual([]);
    } finally {
      api.child.kill('SIGKILL');
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a separate worker process (npm run worker)', () => {
  let api: TestApi;
  let worker: WorkerProcess;
  beforeAll(async () => {
    api = await startTestApi({ RUN_WORKERS: 'false', METRICS_TOKEN, TRUST_PROXY: 'true' });
    worker = await spawnWorker({
      ...api.storeEnv,
      DATABASE_URL: api.deps.database.url,
      DATA_DIR: api.dataDir,
      APP_SECRET: api.deps.env.APP_SECRET,
      METRICS_TOKEN,
      WORKER_METRICS_PORT: '0',
      // The default protocol: protobuf.
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  }, 60_000);
  afterAll(async () => {
    worker?.child.kill('SIGKILL');
    await api?.stop();
  });

  const scrape = async (base: string) => {
    const res = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return parsePrometheus(await res.text());
  };

  it('serves its own /metrics, behind the same token, with the jobs it ran', async () => {
    expect(worker.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const refused = await fetch(`${worker.metricsUrl}/metrics`, {
      headers: { authorization: 'Bearer wrong-token' },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthorized' });
    expect((await fetch(`${worker.metricsUrl}/elsewhere`)).status).toBe(404);

    const { token } = await signUp(api);
    const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
    const res = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      body: { inputs: { source }, params: { prompt: 'black and white' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body.generation as { id: string }).id;
    const done = await waitFor(async () => {
      const progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
        .body as unknown as GenerationProgress;
      return progress.status === 'processing' ? undefined : progress;
    }, 'the generation');
    expect(done.status).toBe('success');

    const labels = { tool: 'image-editing', engine: 'local', outcome: 'succeeded' };
    const onWorker = await scrape(worker.metricsUrl!);
    expect(onWorker.value('kieu_generation_jobs_total', labels)).toBe(1);
    expect(onWorker.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // The API took the submit and the polls; the worker ran the job.
    const onApi = await scrape(api.url);
    expect(onApi.value('kieu_generation_jobs_total', labels)).toBeUndefined();
    expect(
      onApi.value('kieu_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/ai/:tool/generate',
        status: '202',
      }),
    ).toBe(1);
  }, 60_000);

  it('sends the job’s trace over OTLP/HTTP in protobuf', async () => {
    const protobuf = await waitFor(
      () =>
        exports.find(
          (item) =>
            item.contentType === 'application/x-protobuf' &&
            item.body.includes('kieu-worker') &&
            item.body.includes('process generation'),
        ),
      'a protobuf export of the worker’s generation span',
    );
    expect(protobuf.path).toBe('/v1/traces');
  });
});
