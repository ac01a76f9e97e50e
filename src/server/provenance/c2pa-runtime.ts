import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initSync } from '@contentauth/c2pa-wasm';

/**
 * The reference C2PA implementation (c2pa-rs compiled to WebAssembly, decision 052), started once
 * per process. Its builder reads the asset through `FileReaderSync`, a browser-only API; in Node
 * the asset is a `BytesBlob` that keeps its bytes, so the stand-in reader can hand them over
 * synchronously.
 */

/** A Blob whose bytes stay readable synchronously, and whose slices are BytesBlobs too. */
export class BytesBlob extends Blob {
  readonly content: Uint8Array;
  constructor(bytes: Uint8Array, type = '') {
    super([bytes as Uint8Array<ArrayBuffer>], { type });
    this.content = bytes;
  }
  override slice(start = 0, end = this.content.length, type?: string): BytesBlob {
    return new BytesBlob(this.content.subarray(start, end), type);
  }
}

class BytesBlobReader {
  readAsArrayBuffer(blob: Blob): ArrayBuffer {
    if (!(blob instanceof BytesBlob)) throw new TypeError('only a BytesBlob is readable here');
    const bytes = blob.content;
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

let started = false;

/** Starts the WebAssembly module on first use (about 9 MB, compiled once per process). */
export function startC2pa(): void {
  if (started) return;
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@contentauth/c2pa-wasm/assets/c2pa_bg.wasm');
  const scope = globalThis as { FileReaderSync?: unknown };
  scope.FileReaderSync ??= BytesBlobReader;
  initSync({ module: readFileSync(wasmPath) });
  started = true;
}
