import 'reflect-metadata';
import { JPEG, PNG } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ManifestStore, type ActionAssertion } from '@trustnxt/c2pa-ts/manifest';
import { WasmReader } from '@contentauth/c2pa-wasm';
import {
  summarizeManifestStore,
  type CredentialsSummary,
} from '../../src/contracts/content-credentials.ts';
import { startC2pa } from '../../src/server/provenance/c2pa-runtime.ts';

/**
 * Readers for tests of content credentials (issue 17). The product writes with the reference
 * implementation (c2pa-rs as WebAssembly); images are checked here with an independent one,
 * TrustNXT's pure-TypeScript c2pa-ts, so a manifest only the writer understands would fail.
 */
export interface IndependentCheck {
  found: boolean;
  valid: boolean;
  /** The validation failures c2pa-ts reports (status codes). */
  failures: string[];
  /** The active manifest's actions, and those of its ingredients' manifests. */
  actions: { action: string; digitalSourceType?: string; parameters?: Record<string, unknown> }[];
}

/** Validates a JPEG or PNG with c2pa-ts. */
export async function checkWithC2paTs(bytes: Buffer): Promise<IndependentCheck> {
  const data = new Uint8Array(bytes) as Uint8Array<ArrayBuffer>;
  const asset = PNG.canRead(data) ? new PNG(data) : JPEG.canRead(data) ? new JPEG(data) : null;
  if (!asset) throw new Error('c2pa-ts reads JPEG and PNG only');
  const jumbf = asset.getManifestJUMBF();
  if (!jumbf) return { found: false, valid: false, failures: [], actions: [] };
  const store = ManifestStore.read(SuperBox.fromBuffer(new Uint8Array(jumbf)));
  const result = await store.validate(asset);
  const actions = store.manifests.flatMap((manifest) =>
    (manifest.assertions?.assertions ?? [])
      .filter((assertion) => assertion.label?.startsWith('c2pa.actions'))
      .flatMap((assertion) => (assertion as ActionAssertion).actions),
  );
  return {
    found: true,
    valid: result.isValid,
    failures: result.statusEntries
      .map((entry) => entry.code as string)
      .filter((code) => /mismatch|invalid|missing|malformed|failure/i.test(code)),
    actions: actions.map((action) => ({
      action: action.action,
      digitalSourceType: action.digitalSourceType,
      parameters: action.parameters as Record<string, unknown> | undefined,
    })),
  };
}

/** Reads and validates any format with the reference reader (c2pa-rs): for video. */
export async function checkWithC2paRs(
  bytes: Buffer,
  contentType: string,
): Promise<CredentialsSummary> {
  startC2pa();
  const reader = await WasmReader.fromBytes(contentType, new Uint8Array(bytes));
  return summarizeManifestStore(JSON.parse(reader.json()) as object);
}

/** The file's XMP packet, if any. */
export function xmpOf(bytes: Buffer): string | undefined {
  const text = bytes.toString('latin1');
  const start = text.indexOf('<x:xmpmeta');
  const end = text.indexOf('</x:xmpmeta>');
  if (start < 0 || end < 0) return undefined;
  return Buffer.from(text.slice(start, end + 12), 'latin1').toString('utf8');
}

/** The same file with one byte of pixel data changed (inside PNG IDAT or after JPEG SOS). */
export function changeOnePixel(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  const marker =
    copy[0] === 0x89 ? copy.indexOf('IDAT') + 12 : copy.lastIndexOf(Buffer.from([0xff, 0xda])) + 20;
  copy[marker] = copy[marker]! ^ 0x01;
  return copy;
}
