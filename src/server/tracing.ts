import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { tracingEnabled, type Env } from './env.ts';

export interface Tracing {
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/** Scrapes and health checks every few seconds would drown the traces that matter. */
const untracedPaths = /^\/(metrics|health|health\/ready)(\?|$)/;

/**
 * OpenTelemetry traces (decision 029), off unless OTEL_EXPORTER_OTLP_ENDPOINT (or the traces
 * endpoint) is set: the Node SDK with the OTLP/HTTP exporter (protobuf unless
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json), spans for incoming and outgoing HTTP and for `pg`
 * queries made inside a span (a request, or a pg-boss job). Call it before importing anything
 * that loads `node:http` or `pg`: the process entries import the app only afterwards.
 * @example const tracing = await startTracing(env, 'api'); const { startApi } = await import('./start-api.ts');
 */
export async function startTracing(env: Env, role: 'api' | 'worker'): Promise<Tracing | undefined> {
  if (!tracingEnabled(env)) return undefined;
  await hookEsmImportsOfHttp();
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? `kieu-${role}`,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) =>
          untracedPaths.test(request.url ?? ''),
      }),
      // pg-boss polls all the time; only queries made for a request or a job are worth a span.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
    // Metrics are Prometheus's (GET /metrics) and logs are pino's: the SDK exports traces only.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return sdk;
}

/**
 * The http instrumentation patches `require('http')`; the app's ESM imports of `node:http`
 * (@hono/node-server) are only seen through import-in-the-middle's loader hook. It must be the
 * copy the instrumentation registers its hooks with, so it is resolved through it, and it
 * intercepts `node:http` alone, leaving every other module untouched.
 */
async function hookEsmImportsOfHttp() {
  const resolveFrom = (from: string, specifier: string) => createRequire(from).resolve(specifier);
  const instrumentationHttp = resolveFrom(
    import.meta.filename,
    '@opentelemetry/instrumentation-http',
  );
  const instrumentation = resolveFrom(instrumentationHttp, '@opentelemetry/instrumentation');
  const hooks = resolveFrom(instrumentation, 'import-in-the-middle/register-hooks.mjs');
  const { register } = (await import(pathToFileURL(hooks).href)) as {
    register(options: { include: string[] }): void;
  };
  register({ include: ['http', 'node:http'] });
}
