import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account. */
export const S3RVER_KEY = 'S3RVER';

export interface S3Server {
  endpoint: string;
  /** The S3_* variables of this server, without a bucket (what TEST_OBJECT_STORE=s3 reads). */
  serverEnv: Record<string, string>;
  /** OBJECT_STORE=s3 and the S3_* variables of `bucket` on this server. */
  envFor(bucket: string): Record<string, string>;
  /** Creates a bucket (a fresh random name unless given) and answers its name. */
  createBucket(name?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) in this process, on a free port, storing in a temporary
 * folder; path-style, credentials S3RVER/S3RVER. s3rver checks a presigned link's expiry but
 * not its Signature V4, and serves anonymous requests; like a private S3 bucket, this server
 * refuses (403) a request with no signature or a signature that does not match.
 * @example const s3 = await startS3Server({ buckets: ['kieu'] }); startTestApi(s3.envFor('kieu'));
 */
export async function startS3Server(options: { buckets?: string[] } = {}): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kieu-s3-'));
  const s3rver = new S3rver({
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: (options.buckets ?? []).map((name) => ({ name })),
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = http.createServer((req, res) => {
    const refusal = refuse(req);
    if (refusal) answerError(res, req.method === 'HEAD', refusal);
    else handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    serverEnv: s3ServerEnv(endpoint),
    envFor: (bucket) => s3Env(endpoint, bucket),
    createBucket: (name) => createBucket(endpoint, name),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* variables of the S3 server at `endpoint`, without a bucket. */
export function s3ServerEnv(endpoint: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** The variables that point the API at `bucket` on the S3 server at `endpoint`. */
export function s3Env(endpoint: string, bucket: string): Record<string, string> {
  return { OBJECT_STORE: 's3', ...s3ServerEnv(endpoint), S3_BUCKET: bucket };
}

/** Creates a bucket over the S3 protocol (a fresh random name unless given). */
export async function createBucket(endpoint: string, name?: string): Promise<string> {
  const bucket = name ?? `kieu-test-${randomBytes(6).toString('hex')}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return bucket;
}

/** The stage's object store: TEST_OBJECT_STORE=s3 (integration-postgres) or local (the default). */
export const testStoreKind = process.env.TEST_OBJECT_STORE === 's3' ? 's3' : 'local';

/**
 * The store of a test API, from the environment: local by default; with TEST_OBJECT_STORE=s3
 * (the integration-postgres stage, which starts one S3 server and sets S3_ENDPOINT) a bucket of
 * its own on that server, so the files of one test never mix with another's.
 */
export async function testStoreEnv(): Promise<Record<string, string>> {
  if (testStoreKind === 'local') return {};
  const endpoint = process.env.S3_ENDPOINT;
  if (!endpoint) throw new Error('TEST_OBJECT_STORE=s3 needs S3_ENDPOINT');
  return s3Env(endpoint, await createBucket(endpoint));
}

interface Signed {
  credential: string;
  signedHeaders: string;
  signature: string;
  date: string;
  payloadHash: string;
}

/** Why S3 would refuse this request (a private bucket), or null to pass it to s3rver. */
function refuse(req: IncomingMessage): { code: string; message: string } | null {
  if (req.method === 'OPTIONS') return null;
  const url = new URL(req.url ?? '/', 'http://s3');
  let signed: Signed | undefined;
  const header = req.headers.authorization;
  if (header?.startsWith('AWS4-HMAC-SHA256 ')) {
    const parts = Object.fromEntries(
      header
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    signed = {
      credential: parts.Credential ?? '',
      signedHeaders: parts.SignedHeaders ?? '',
      signature: parts.Signature ?? '',
      date: String(req.headers['x-amz-date'] ?? ''),
      payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
    };
  } else if (url.searchParams.has('X-Amz-Signature')) {
    const query = (name: string) => url.searchParams.get(name) ?? '';
    signed = {
      credential: query('X-Amz-Credential'),
      signedHeaders: query('X-Amz-SignedHeaders'),
      signature: query('X-Amz-Signature'),
      date: query('X-Amz-Date'),
      payloadHash: url.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    };
  }
  if (!signed) return { code: 'AccessDenied', message: 'Access Denied' };
  if (signatureV4(req, signed) !== signed.signature) {
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return null;
}

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 of a request with s3rver's secret, written from AWS's description
 * ("Create a signed AWS API request"), not with the SDK that signs the links under test.
 */
function signatureV4(req: IncomingMessage, signed: Signed): string {
  const raw = req.url ?? '/';
  const queryStart = raw.indexOf('?');
  const uri = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const query = [...new URLSearchParams(queryStart === -1 ? '' : raw.slice(queryStart + 1))]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signed.signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    req.method,
    uri,
    query,
    headers,
    signed.signedHeaders,
    signed.payloadHash,
  ].join('\n');
  const [, day = '', region = '', service = ''] = signed.credential.split('/');
  const toSign = [
    'AWS4-HMAC-SHA256',
    signed.date,
    `${day}/${region}/${service}/aws4_request`,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const key = [day, region, service, 'aws4_request'].reduce<Buffer | string>(
    (previous, part) => hmac(previous, part),
    `AWS4${S3RVER_KEY}`,
  );
  return createHmac('sha256', key).update(toSign).digest('hex');
}

function answerError(res: ServerResponse, head: boolean, error: { code: string; message: string }) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${error.message}</Message></Error>`;
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end(head ? undefined : body);
}
