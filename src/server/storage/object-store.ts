import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface SignedUrlOptions {
  /** Lifetime of the link; DOWNLOAD_URL_TTL_SECONDS when not given. */
  expiresInSeconds?: number;
  /** Served as an attachment under this name (`Content-Disposition`, RFC 5987). */
  filename?: string;
}

/**
 * Where files live (decision 027): the local-disk store is the embedded default, the S3 store
 * keeps them in a bucket. Both take the same keys and answer the same way.
 */
export interface ObjectStore {
  /** Writes `body` under `key`, replacing whatever was there. */
  put(key: string, body: Buffer, contentType: string): Promise<{ key: string; size: number }>;
  /** Writes a stream under `key` without holding it in memory (multipart on S3). */
  putStream(
    key: string,
    body: Readable,
    contentType: string,
  ): Promise<{ key: string; size: number }>;
  /** The object, or null when the key is not stored. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes `key`; removing a key that is not stored is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every key under `prefix` (a folder, ending in `/`): an account's deletion lists and removes
   * what it held (issue 26, decision 056).
   */
  listKeys(prefix: string): Promise<string[]>;
  /** Removes every key under `prefix` (ending in `/`); answers how many were removed. */
  deletePrefix(prefix: string): Promise<number>;
  /** Whether `key` is stored, without opening it. */
  exists(key: string): Promise<boolean>;
  /** A URL anyone holding it may download from until it expires. */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
  /** How long a link made now without `expiresInSeconds` lasts (the public API's `expires_at`). */
  readonly linkSeconds: number;
  /** Releases connections (the S3 client's sockets); the store is not used afterwards. */
  close?(): void;
}

const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are plain relative paths: no traversal, no absolute paths, no odd characters. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** A folder prefix like `assets/<user>/`: a valid key followed by one `/`. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  assertValidKey(prefix.slice(0, -1));
}

/**
 * Percent-encoding of RFC 3986: encodeURIComponent, and `!'()*` too, which it leaves alone.
 * @example encodeRfc3986("a (1)'s") // 'a%20%281%29%27s'
 */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition` of a download named `filename`, encoded as RFC 5987 asks (UTF-8,
 * percent-encoded).
 * @example attachmentDisposition('ảnh (1).png') // "attachment; filename*=UTF-8''%E1%BA%A3nh%20%281%29.png"
 */
export function attachmentDisposition(filename: string): string {
  return `attachment; filename*=UTF-8''${encodeRfc3986(filename)}`;
}
