import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditGrants, users } from '../../src/server/db/schema.ts';
import {
  badValues,
  fieldsOf,
  goodValue,
  OMIT,
  resolve,
  type Field,
  type Operation,
} from './support/contract-table.ts';
import { apiClient, undocumentedAnswers, v1Upload, type ApiClient } from './support/public-api.ts';
import { fullBodyPhoto, personPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

type Doc = { paths: Record<string, Record<string, Operation>> };

/** A request as parts: what each field changes. */
interface Parts {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
  form?: Record<string, unknown>;
}

let api: TestApi;
let doc: Doc;
let ajv: Ajv2020;
let client: ApiClient;
let photo: Buffer;
let uploadId: string;

// A Pro token on an account without credits: a good submit answers 402 and runs no job.
beforeAll(async () => {
  // Room for a mask past its documented 3,000,000 characters, so its own check answers (the
  // default 1 MB body limit would refuse it first, with a 413 the socket closes under).
  api = await startTestApi({ BODY_LIMIT_BYTES: String(4 * 1024 * 1024) });
  doc = (await (await fetch(`${api.url}/v1/openapi.json`)).json()) as Doc;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'openapi');
  client = await apiClient(api);
  const [user] = await api.deps.database.db
    .select()
    .from(users)
    .where(eq(users.email, client.email));
  await api.deps.database.db
    .update(creditGrants)
    .set({ remaining: 0 })
    .where(eq(creditGrants.userId, user!.id));
  photo = await personPhoto();
  // A model photo the try-on can use: another is refused before the 402 (decision 099).
  const model = await fullBodyPhoto();
  uploadId = (await v1Upload(api, client.value, model, { kind: 'model' })).body.id as string;
}, 60_000);
afterAll(() => api?.stop());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/** The good request: each required field (and each form field) at a value its schema accepts. */
function goodParts(operation: Operation, fields: Field[]): Parts {
  const parts: Parts = { path: {}, query: {}, headers: {} };
  for (const field of fields.filter((one) => one.place !== 'body')) {
    if (!field.required && field.place !== 'form') continue;
    const value = goodValue(doc, field.schema);
    const name = field.path[0]!;
    if (field.place === 'form') (parts.form ??= {})[name] = value;
    else if (field.place === 'header') parts.headers[name] = String(value);
    else if (field.place === 'path' || field.place === 'query')
      parts[field.place][name] = String(value);
  }
  const json = operation.requestBody?.content['application/json'];
  if (json) {
    const schema = resolve(doc, json.schema);
    const body = goodValue(doc, schema) as Record<string, unknown>;
    // A body that requires nothing is sent whole (the test event's `webhook_url`).
    if (!schema.required?.length) {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        body[name] ??= goodValue(doc, resolve(doc, property));
      }
    }
    parts.body = withUploads(body) as Record<string, unknown>;
  }
  return parts;
}

/**
 * Every input of a good body is the test's own upload: the document's examples also show URLs
 * and data URIs, which would fetch or need a consent answer.
 */
function withUploads(value: unknown, key?: string): unknown {
  if (value === '00000000-0000-4000-8000-000000000000') return uploadId;
  // A batch's `models` and `garments` are lists of upload ids (decision 086).
  if (Array.isArray(value)) return value.map((inner) => withUploads(inner));
  if (key === 'inputs' && value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).map((role) => [role, uploadId]));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, withUploads(inner, name)]),
    );
  }
  return value;
}

/**
 * Fields whose bad values are ignored by their protocol, not refused: a preference the server
 * cannot honour (RFC 7240). Their check is that the answer is the good request's, unapplied.
 */
const ignoredWhenBad = new Set(['prefer']);

/** The parts with one field set to a value, or left out. */
function withField(parts: Parts, field: Field, value: unknown): Parts {
  const next = structuredClone(parts);
  if (field.place === 'body' || field.place === 'form') {
    let node = (field.place === 'body' ? next.body : (next.form ??= {})) as Record<string, unknown>;
    for (const key of field.path.slice(0, -1)) {
      node[key] = { ...(node[key] as object) };
      node = node[key] as Record<string, unknown>;
    }
    const key = field.path.at(-1)!;
    if (value === OMIT) delete node[key];
    else node[key] = value;
    return next;
  }
  const values = next[field.place === 'header' ? 'headers' : field.place];
  if (value === OMIT) delete values[field.path[0]!];
  else values[field.path[0]!] = String(value);
  return next;
}

async function send(path: string, method: string, parts: Parts, token = client.value) {
  const url = new URL(
    api.url + path.replace(/\{(\w+)\}/g, (_, name: string) => parts.path[name] ?? ''),
  );
  for (const [name, value] of Object.entries(parts.query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'accept-language': 'en',
    ...parts.headers,
  };
  let body: BodyInit | undefined;
  if (parts.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(parts.body);
  } else if (parts.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts.form)) {
      // A binary field's good value is the photo; its bad one a text file.
      if (value === 'sample') form.append(name, new File([new Uint8Array(photo)], 'photo.png'));
      else if (value === 'plain text') form.append(name, new File(['plain text'], 'notes.png'));
      else form.append(name, String(value));
    }
    body = form;
  }
  const res = await fetch(url, { method: method.toUpperCase(), headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

type Answer = Awaited<ReturnType<typeof send>>;

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The API's own headers: each must be documented for the answer it came with. */
const apiHeader = /^(x-request-id|x-ratelimit-[a-z]+|retry-after)$/;

/** What is wrong with an answer against the document: undocumented status, body or headers. */
function mismatches(path: string, method: string, operation: Operation, res: Answer): string[] {
  const documented = operation.responses[String(res.status)];
  if (!documented) return [`undocumented status ${res.status}`];
  const problems: string[] = [];
  const ref = `openapi#/${pointer('paths', path, method, 'responses', String(res.status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) problems.push(`${res.status} has no JSON schema`);
  else if (!validate(res.body)) problems.push(`body: ${JSON.stringify(validate.errors)}`);
  const headers = Object.fromEntries(
    Object.entries(documented.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]),
  );
  for (const [name, header] of Object.entries(headers)) {
    if (header.required && !res.headers.has(name)) problems.push(`no ${name} header`);
  }
  for (const name of res.headers.keys()) {
    if (apiHeader.test(name) && !headers[name]) problems.push(`undocumented ${name} header`);
  }
  return problems;
}

describe('contract table: every documented field, good and bad (issue 18)', () => {
  it('gives every documented field of every operation at least one bad request', () => {
    const uncovered = operations().flatMap(({ operation }) =>
      fieldsOf(doc, operation)
        .filter((field) => badValues(doc, field).length === 0)
        .map((field) => `${operation.operationId} ${field.place} ${field.path.join('.')}`),
    );
    expect(uncovered).toEqual([]);
    // The walk reaches nested fields: each service's params and inputs.
    const fields = fieldsOf(doc, doc.paths['/v1/image-to-video/jobs']!.post!).map((field) =>
      field.path.join('.'),
    );
    expect(fields).toEqual(
      expect.arrayContaining(['inputs.source', 'params.model', 'webhook_url']),
    );
  });

  it('answers each good and bad request as the document lists, never a 5xx', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operations()) {
      const fields = fieldsOf(doc, operation);
      const good = goodParts(operation, fields);
      const id = operation.operationId;
      const goodAnswer = await send(path, method, good);
      sent += 1;
      for (const problem of mismatches(path, method, operation, goodAnswer)) {
        problems.push(`${id} good: ${problem}`);
      }
      // A good request passes validation; without credits a submit stops at 402.
      if (![200, 201, 202, 402, 404].includes(goodAnswer.status)) {
        problems.push(`${id} good: ${goodAnswer.status} ${JSON.stringify(goodAnswer.body)}`);
      }
      if (operation.security?.length) {
        const res = await send(path, method, good, 'ks_live_not_a_token');
        sent += 1;
        if (res.status !== 401) problems.push(`${id} bad token: ${res.status}`);
        for (const problem of mismatches(path, method, operation, res)) {
          problems.push(`${id} bad token: ${problem}`);
        }
      }
      for (const field of fields) {
        for (const { why, value } of badValues(doc, field)) {
          const at = `${id} ${field.place} ${field.path.join('.')} ${why}`;
          const res = await send(path, method, withField(good, field, value));
          sent += 1;
          if (ignoredWhenBad.has(field.path.join('.'))) {
            if (res.status !== goodAnswer.status || res.headers.has('preference-applied')) {
              problems.push(`${at}: not ignored, ${res.status} ${JSON.stringify(res.body)}`);
            }
            continue;
          }
          if (res.status < 400 || res.status >= 500) {
            problems.push(`${at}: ${res.status} ${JSON.stringify(res.body)}`);
          }
          for (const problem of mismatches(path, method, operation, res)) {
            problems.push(`${at}: ${problem}`);
          }
          // A 422 names the field it refused (or, for a missing container, what it lacks).
          const named = (res.body.errors ?? []) as { path: string }[];
          const name = field.path.join('.');
          if (
            res.status === 422 &&
            field.place !== 'path' &&
            field.place !== 'header' &&
            !named.some(({ path: at }) => at === name || at.startsWith(`${name}.`))
          ) {
            problems.push(`${at}: 422 does not name ${name}: ${JSON.stringify(named)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 300_000);

  it('answered, on every operation, only the codes the document lists for it', async () => {
    expect(await undocumentedAnswers(api)).toEqual([]);
  });
});
