import {
  inputRoleKinds,
  needsConsent,
  type UploadConsentAnswer,
} from '../../../contracts/assets.ts';
import { studioUploadLimits } from '../../../contracts/studio.ts';
import type { InputImageRole } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { AppError, errors, issueError, type Lang } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { assetName, createAsset } from '../assets/create-asset.ts';
import { showsPerson } from '../assets/person-consent.ts';
import { processUploadImage, type ProcessedImage } from '../assets/process-upload-image.ts';
import { uploadConsent } from '../assets/upload-consent.ts';
import type { Resolve } from '../outbound/outbound-address.ts';
import { fetchInputUrl, INPUT_FETCH_TIMEOUT_MS, InputFetchError } from './fetch-input-url.ts';

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dataUriPrefix = /^data:image\/[a-z0-9.+-]+;base64,/i;

/** Whether an input is an upload id (else a URL or a data URI to be stored first). */
export const isUploadId = (value: string) => uploadIdPattern.test(value);

export interface StoreInputDeps {
  db: Db;
  store: ObjectStore;
  allowPrivate: boolean;
  resolve?: Resolve;
}

const fieldError = (code: string, field: string, message: string, params = {}) =>
  issueError(422, code, [{ path: field, message, params: { field, ...params } }]);

/**
 * Decision 080: a submit's inputs given by https URL or data URI become uploads, exactly as
 * POST /v1/uploads makes them (checked by content, re-encoded, kept in the library with the
 * consent record), and the answer gives every role an upload id. Upload ids pass unchanged.
 * Every input is fetched and checked before any is stored, so one bad input stores nothing;
 * the caller runs this before any credit is held.
 * @example const ids = await storeInputSources(deps, { userId, inputs: { source: 'https://shop.example/a.jpg' }, lang: 'en' });
 */
export async function storeInputSources(
  deps: StoreInputDeps,
  input: {
    userId: string;
    inputs: Partial<Record<InputImageRole, string>>;
    consent?: UploadConsentAnswer;
    lang: Lang;
  },
): Promise<Partial<Record<InputImageRole, string>>> {
  const given = (Object.entries(input.inputs) as [InputImageRole, string][]).filter(
    ([, value]) => !isUploadId(value),
  );
  if (given.length === 0) return input.inputs;
  for (const [role] of given) {
    if (!input.consent && needsConsent(inputRoleKinds[role])) {
      throw errors.validation([
        {
          path: 'consent',
          message: 'inputSources.consentRequired',
          params: { field: `inputs.${role}` },
        },
      ]);
    }
  }
  const read: { role: InputImageRole; bytes: Buffer; image: ProcessedImage; name: string }[] = [];
  const personSeen = new Set<InputImageRole>();
  for (const [role, value] of given) {
    const field = `inputs.${role}`;
    const bytes = await bytesOf(deps, field, value);
    const image = await checkImage(bytes, field);
    // Decision 093: a garment in which a person is seen needs the consent answer too.
    if (!needsConsent(inputRoleKinds[role]) && (await showsPerson(image.bytes))) {
      if (!input.consent) {
        throw errors.validation([
          { path: 'consent', message: 'inputSources.personInGarment', params: { field } },
        ]);
      }
      personSeen.add(role);
    }
    read.push({ role, bytes, image, name: nameOf(value) });
  }
  const ids = { ...input.inputs };
  for (const { role, bytes, image, name } of read) {
    const kind = inputRoleKinds[role];
    const asset = await createAsset(deps, {
      userId: input.userId,
      kind,
      name: assetName(undefined, name, image.ext),
      image,
      consent:
        input.consent && (needsConsent(kind) || personSeen.has(role))
          ? uploadConsent(input.consent, input.lang, bytes)
          : undefined,
    });
    ids[role] = asset.id;
  }
  return ids;
}

/** The bytes of a data URI, or of the URL's answer, within the upload limit. */
async function bytesOf(deps: StoreInputDeps, field: string, value: string): Promise<Buffer> {
  const maxBytes = studioUploadLimits.maxFileBytes;
  const tooLarge = () =>
    fieldError('input_too_large', field, 'inputSources.tooLarge', {
      maxSize: studioUploadLimits.messageParams.maxSize,
    });
  const prefix = dataUriPrefix.exec(value);
  if (prefix) {
    const base64 = value.slice(prefix[0].length);
    if (Math.floor((base64.length * 3) / 4) > maxBytes + 2) throw tooLarge();
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > maxBytes) throw tooLarge();
    return bytes;
  }
  try {
    return await fetchInputUrl(new URL(value), {
      allowPrivate: deps.allowPrivate,
      maxBytes,
      resolve: deps.resolve,
    });
  } catch (error) {
    if (!(error instanceof InputFetchError)) throw error;
    if (error.failure === 'too_large') throw tooLarge();
    if (error.failure === 'refused') {
      throw fieldError('input_url_refused', field, 'inputSources.urlRefused');
    }
    throw fieldError('input_url_unreachable', field, 'inputSources.urlUnreachable', {
      seconds: INPUT_FETCH_TIMEOUT_MS / 1000,
    });
  }
}

/** The upload's own checks, answered with the input's field and the codes of decision 080. */
async function checkImage(bytes: Buffer, field: string): Promise<ProcessedImage> {
  try {
    return await processUploadImage(bytes, field);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'image_too_large') {
      throw fieldError('input_too_large', field, 'inputSources.tooManyPixels', {
        maxMegapixels: studioUploadLimits.maxPixels / 1_000_000,
      });
    }
    throw fieldError('input_not_image', field, 'inputSources.notImage');
  }
}

/** A URL's last path segment names the asset, as a file name does; a data URI has none. */
function nameOf(value: string): string {
  if (value.startsWith('data:')) return 'image';
  try {
    return decodeURIComponent(new URL(value).pathname.split('/').pop() ?? '') || 'image';
  } catch {
    return 'image';
  }
}
