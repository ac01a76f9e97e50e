// First: the schemas below are built without eval (the page's policy forbids it).
import '../../lib/zod-jitless.ts';
import type * as C2paModule from '@contentauth/c2pa-wasm';
import type { WasmReader } from '@contentauth/c2pa-wasm';
import wasmUrl from '@contentauth/c2pa-wasm/assets/c2pa_bg.wasm?url';
import {
  noCredentials,
  summarizeManifestStore,
  type CredentialsSummary,
  type ManifestStoreJson,
} from '../../contracts/content-credentials.ts';
import { sniffVerifyMediaType, verifyLimitFor } from '../../contracts/verify-file.ts';
import type { VerifyKey } from './verify-copy.ts';

/**
 * Reads a file's content credentials in the browser (issue 17 point 5, decision 053): the file
 * never leaves the device. The reference reader (c2pa-rs as WebAssembly, about 9 MB) is fetched
 * only when a first file is chosen, so the page itself stays light.
 */
export type CheckOutcome =
  { kind: 'result'; summary: CredentialsSummary } | { kind: 'error'; message: VerifyKey };

type C2pa = typeof C2paModule;
let loading: Promise<C2pa> | undefined;

function loadReader(): Promise<C2pa> {
  loading ??= import('@contentauth/c2pa-wasm').then(async (c2pa) => {
    await c2pa.default({ module_or_path: wasmUrl });
    return c2pa;
  });
  // A failed load (offline) is tried again with the next file.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The same checks as `POST /v1/verify`, then the reader: a file without a manifest throws. */
export async function checkFile(file: File): Promise<CheckOutcome> {
  if (file.size === 0) return { kind: 'error', message: 'verify.error.empty' };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return { kind: 'error', message: 'verify.error.read' };
  }
  const type = sniffVerifyMediaType(head);
  if (!type) return { kind: 'error', message: 'verify.error.type' };
  if (file.size > verifyLimitFor(type)) return { kind: 'error', message: 'verify.error.tooLarge' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { kind: 'error', message: 'verify.error.read' };
  }
  let c2pa: C2pa;
  try {
    c2pa = await loadReader();
  } catch {
    return { kind: 'error', message: 'verify.error.load' };
  }
  let reader: WasmReader;
  try {
    reader = await c2pa.WasmReader.fromBytes(type, bytes);
  } catch {
    return { kind: 'result', summary: noCredentials };
  }
  try {
    const store = JSON.parse(reader.json()) as ManifestStoreJson;
    return { kind: 'result', summary: summarizeManifestStore(store) };
  } finally {
    reader.free();
  }
}
