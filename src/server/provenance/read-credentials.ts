import { WasmReader } from '@contentauth/c2pa-wasm';
import {
  noCredentials,
  summarizeManifestStore,
  type CredentialsSummary,
  type ManifestStoreJson,
} from '../../contracts/content-credentials.ts';
import type { VerifyMediaType } from '../../contracts/verify-file.ts';
import { startC2pa } from './c2pa-runtime.ts';

/**
 * Reads and validates a file's content credentials with the reference reader (decision 052),
 * for `POST /v1/verify`. `contentType` is the type sniffed from the bytes (`sniffVerifyMediaType`),
 * never the one a caller declared. The reader throws on a file without a manifest store, and
 * equally on one it cannot parse: in both cases there are no credentials to show. `settings`
 * are the reader's c2pa-rs settings, e.g. `c2paSettings(signer)`, whose trust anchor makes our
 * own results `trusted`.
 * @example await readCredentials(markedPng, 'image/png') // { found: true, ai_generated: true, … }
 */
export async function readCredentials(
  bytes: Uint8Array,
  contentType: VerifyMediaType,
  settings?: object,
): Promise<CredentialsSummary> {
  startC2pa();
  let reader: WasmReader;
  try {
    reader = await WasmReader.fromBytes(
      contentType,
      bytes,
      settings ? JSON.stringify(settings) : undefined,
    );
  } catch {
    return noCredentials;
  }
  try {
    return summarizeManifestStore(JSON.parse(reader.json()) as ManifestStoreJson);
  } finally {
    reader.free();
  }
}
