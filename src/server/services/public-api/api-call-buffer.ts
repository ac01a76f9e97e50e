import type { Db } from '../../db/database.ts';
import { recordApiCalls, type ApiCallRecord } from './record-api-call.ts';

export interface ApiCallBufferOptions {
  flushMs: number;
  flushRows: number;
  onError(error: unknown): void;
}

interface CallBuffer {
  rows: ApiCallRecord[];
  timer?: NodeJS.Timeout;
  /** Every batch written so far, in order: a flush waits for the ones before it. */
  written: Promise<void>;
  options: ApiCallBufferOptions;
}

/** One buffer per database handle, so every app on it (and its shutdown) shares it. */
const buffers = new WeakMap<Db, CallBuffer>();

function writeBatch(db: Db, buffer: CallBuffer): Promise<void> {
  clearTimeout(buffer.timer);
  buffer.timer = undefined;
  const rows = buffer.rows.splice(0);
  if (rows.length === 0) return buffer.written;
  // A failed batch is lost rather than retried: the statistics are not worth piling up memory
  // while the database is away (decision 069).
  buffer.written = buffer.written
    .then(() => recordApiCalls(db, rows))
    .then(
      () => {},
      (error: unknown) => buffer.options.onError(error),
    );
  return buffer.written;
}

/**
 * Keeps a public API call for the usage statistics (decision 023) without a write on the
 * request's path: rows are inserted in batches every `flushMs` or `flushRows` (decision 069).
 * @example bufferApiCall(db, call, { flushMs: 1000, flushRows: 500, onError });
 */
export function bufferApiCall(db: Db, call: ApiCallRecord, options: ApiCallBufferOptions): void {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = { rows: [], written: Promise.resolve(), options };
    buffers.set(db, buffer);
  }
  buffer.rows.push(call);
  if (buffer.rows.length >= options.flushRows) {
    void writeBatch(db, buffer);
  } else if (!buffer.timer) {
    const pending = buffer;
    pending.timer = setTimeout(() => void writeBatch(db, pending), options.flushMs);
    pending.timer.unref();
  }
}

/**
 * Writes what waits in this process and resolves once every batch is in: before the usage
 * statistics are read, and at shutdown.
 */
export function flushApiCalls(db: Db): Promise<void> {
  const buffer = buffers.get(db);
  return buffer ? writeBatch(db, buffer) : Promise.resolve();
}
