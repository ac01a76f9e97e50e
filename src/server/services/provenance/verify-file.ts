import type { CredentialsSummary } from '../../../contracts/content-credentials.ts';
import {
  sniffVerifyMediaType,
  verifyLimitFor,
  verifyLimits,
} from '../../../contracts/verify-file.ts';
import { errors } from '../../http/app-error.ts';
import { readCredentials } from '../../provenance/read-credentials.ts';
import { c2paSettings, type ResultSigner } from '../../provenance/result-signer.ts';

/**
 * `POST /v1/verify` (issue 17 point 5, decision 053): what a file's content credentials say.
 * The type comes from the bytes; an empty file, another format or a file over its type's limit
 * is refused in the caller's language. Nothing is stored. Our signing chain's root is the
 * reader's trust anchor, so `trusted` says the file was signed by this deployment's certificate.
 */
export async function verifyFile(
  bytes: Uint8Array,
  signer: ResultSigner,
): Promise<CredentialsSummary> {
  if (bytes.length === 0) {
    throw errors.validation([{ path: 'file', message: 'verify.error.empty' }]);
  }
  const type = sniffVerifyMediaType(bytes);
  if (!type) throw errors.unsupportedFileType('file', verifyLimits.acceptedTypes);
  const limit = verifyLimitFor(type);
  if (bytes.length > limit) throw errors.fileTooLarge('file', limit);
  return readCredentials(bytes, type, c2paSettings(signer));
}
