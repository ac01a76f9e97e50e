import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../../src/server/env.ts';

/**
 * Every key in an API's object store, sorted: the files under DATA_DIR/files (without their
 * `.meta.json`) for the local store, the bucket's objects (ListObjectsV2) for S3.
 */
export async function storedKeys(env: Env): Promise<string[]> {
  if (env.OBJECT_STORE === 's3') return bucketKeys(env);
  return (await filesUnder(path.join(env.DATA_DIR, 'files')))
    .filter((key) => !key.endsWith('.meta.json'))
    .sort();
}

/** Every file below `root` as a relative path with `/` (none when the folder does not exist). */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

async function bucketKeys(env: Env): Promise<string[]> {
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
  });
  const keys: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: env.S3_BUCKET, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys.sort();
}

/**
 * When a download link stops working, in Unix seconds: `exp` of the API's own links,
 * X-Amz-Date + X-Amz-Expires of a presigned S3 link.
 */
export function linkExpiresAt(link: string): number {
  const url = new URL(link);
  const exp = url.searchParams.get('exp');
  if (exp) return Number(exp);
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const signedAt = Date.parse(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  return signedAt / 1000 + Number(url.searchParams.get('X-Amz-Expires'));
}
