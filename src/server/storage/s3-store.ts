import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl, S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import {
  assertValidKey,
  assertValidPrefix,
  attachmentDisposition,
  encodeRfc3986,
  type ObjectStore,
} from './object-store.ts';

export interface S3StoreOptions {
  /** An S3-compatible service's URL; unset, AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (most self-hosted services). */
  forcePathStyle: boolean;
  defaultTtlSeconds: number;
}

/** S3 refuses presigned links that live longer than a week. */
const MAX_LINK_SECONDS = 7 * 24 * 3600;

/** 404 from S3: NoSuchKey on GET, a bare NotFound on HEAD (which has no body). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files as objects in one bucket, under the same keys as the local store (decision 027).
 * Links are presigned GETs on the bucket: the browser downloads from S3, not through the API.
 */
export function createS3Store(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: the newer default (CRC32 on every upload) is
    // refused by several S3-compatible services and adds a parameter to presigned links.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertValidKey(key);
    return key;
  };

  // getSignedUrl runs the client's whole middleware stack and endpoint rules for every link
  // (about 0.4 ms of CPU; a history page signs dozens). The bucket's URL (path or host style)
  // is resolved that way once; each link is then signed by the presigner alone (about 0.07 ms).
  const presigner = new S3RequestPresigner({ ...client.config });
  let bucketUrl: Promise<URL> | undefined;
  const resolveBucketUrl = () =>
    (bucketUrl ??= getSignedUrl(client, new GetObjectCommand({ Bucket, Key: 'k' }))
      .then((link) => {
        const url = new URL(link);
        url.pathname = url.pathname.slice(0, -'k'.length);
        return url;
      })
      .catch((error: unknown) => {
        bucketUrl = undefined;
        throw error;
      }));

  async function listUnder(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  return {
    linkSeconds: Math.min(options.defaultTtlSeconds, MAX_LINK_SECONDS),
    listKeys: listUnder,
    // One DeleteObject per key: DeleteObjects needs a Content-MD5 several compatible services
    // check differently, and an account holds few enough files for this to be quick.
    async deletePrefix(prefix) {
      const keys = await listUnder(prefix);
      for (const key of keys) {
        try {
          await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return keys.length;
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
      return { key, size: body.length };
    },
    async putStream(key, body, contentType) {
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of body) {
            const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
            size += bytes.length;
            yield bytes;
          }
        })(),
      );
      // Parts of 5 MB (S3's smallest), at most 2 in flight; one PutObject when it all fits.
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: counted, ContentType: contentType },
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
      return { key, size };
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      } catch (error) {
        // S3 answers 204 for a key it does not hold; some compatible services answer 404.
        if (!isMissing(error)) throw error;
      }
    },
    async signedUrl(key, { expiresInSeconds, filename } = {}) {
      const base = await resolveBucketUrl();
      const signed = await presigner.presign(
        {
          method: 'GET',
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port ? Number(base.port) : undefined,
          // Valid keys are letters, digits and . _ - /: nothing in them needs escaping.
          path: `${base.pathname}${keyOf(key)}`,
          query: filename
            ? { 'response-content-disposition': attachmentDisposition(filename) }
            : {},
          headers: {},
        },
        { expiresIn: Math.min(expiresInSeconds ?? options.defaultTtlSeconds, MAX_LINK_SECONDS) },
      );
      const query = Object.entries(signed.query ?? {})
        .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(String(value))}`)
        .join('&');
      return `${base.origin}${signed.path}?${query}`;
    },
    close() {
      client.destroy();
    },
  };
}
