import path from 'node:path';
import { publicApiUrl, type Env } from '../env.ts';
import { createLocalDiskStore } from './local-disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { rememberExisting } from './remember-existing.ts';
import { createS3Store } from './s3-store.ts';

/**
 * The store OBJECT_STORE names: files under DATA_DIR/files (local), or a bucket (s3). parseEnv
 * has already required the bucket and credentials for s3.
 * @example const store = createObjectStore(parseEnv({ OBJECT_STORE: 's3', S3_BUCKET: 'kieu', … }));
 */
export function createObjectStore(env: Env): ObjectStore {
  return rememberExisting(storeOf(env), env.FILE_EXISTS_CACHE_MS);
}

function storeOf(env: Env): ObjectStore {
  if (env.OBJECT_STORE === 's3') {
    return createS3Store({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      },
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      defaultTtlSeconds: env.DOWNLOAD_URL_TTL_SECONDS,
    });
  }
  return createLocalDiskStore({
    root: path.resolve(env.DATA_DIR, 'files'),
    publicBaseUrl: publicApiUrl(env),
    secret: env.APP_SECRET,
    defaultTtlSeconds: env.DOWNLOAD_URL_TTL_SECONDS,
  });
}
