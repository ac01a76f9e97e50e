import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where files live. The local-disk store is the embedded default; an S3 store implements the
 * same calls (put/get/delete, and signedUrl through the S3 presigner).
 */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<{ key: string; size: number }>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Whether `key` is stored, without opening it (optional: `get` answers the same). */
  exists?(key: string): Promise<boolean>;
  /** A URL anyone holding it may download from until it expires. */
  signedUrl(key: string, options?: { expiresInSeconds?: number; filename?: string }): string;
}

const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are plain relative paths: no traversal, no absolute paths, no odd characters. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
