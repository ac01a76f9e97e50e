import { randomUUID } from 'node:crypto';
import {
  inputRoleKinds,
  needsConsent,
  type UploadConsentAnswer,
} from '../../../contracts/assets.ts';
import { studioUploadLimits } from '../../../contracts/studio.ts';
import type { InputImageRole } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { AppError, errors, issueError, type Lang } from '../../http/app-error.ts';
import { assetName } from '../assets/create-asset.ts';
import { showsPerson } from '../assets/person-consent.ts';
import { processUploadImage, type ProcessedImage } from '../assets/process-upload-image.ts';
import { assertStorageRoom } from '../assets/reserve-storage.ts';
import { uploadConsent } from '../assets/upload-consent.ts';
import type { FreshInput } from '../generation/fresh-inputs.ts';
import type { Resolve } from '../outbound/outbound-address.ts';
import { fetchInputUrl, INPUT_FETCH_TIMEOUT_MS, InputFetchError } from './fetch-input-url.ts';

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dataUriPrefix = /^data:image\/[a-z0-9.+-]+;base64,/i;

/** Whether an input is an upload id (else a URL or a data URI to be stored first). */
export const isUploadId = (value: string) => uploadIdPattern.test(value);

export interface StoreInputDeps {
  db: Db;
  allowPrivate: boolean;
  resolve?: Resolve;
  /** Counts one upload of the account (UPLOAD_RATE_RULE): 429 past the limit. */
  countUpload: () => Promise<void>;
}

const fieldError = (code: string, field: string, message: string, params = {}) =>
  issueError(422, code, [{ path: field, message, params: { field, ...params } }]);

/**
 * Decision 080: a submit's inputs given by https URL or data URI, read and checked exactly as
 * POST /v1/uploads checks an upload: counted against the account's uploads (429), checked by
 * content, a garment in which a person is seen refused without consent (decision 093), and the
 * whole of them compared with the storage quota (413). Nothing is stored here: the submit keeps
 * them with its generation, so a refused submit keeps none (issue 39). Upload ids are left as
 * they are; every input is read before any is kept.
 * @example const fresh = await readInputSources(deps, { userId, inputs: { source: 'https://shop.example/a.jpg' }, lang: 'en' });
 */
export async function readInputSources(
  deps: StoreInputDeps,
  input: {
    userId: string;
    inputs: Partial<Record<InputImageRole, string>>;
    consent?: UploadConsentAnswer;
    lang: Lang;
  },
): Promise<FreshInput[]> {
  const given = (Object.entries(input.inputs) as [InputImageRole, string][]).filter(
    ([, value]) => !isUploadId(value),
  );
  if (given.length === 0) return [];
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
  const fresh: FreshInput[] = [];
  for (const [role, value] of given) {
    const field = `inputs.${role}`;
    await deps.countUpload();
    const bytes = await bytesOf(deps, field, value);
    const image = await checkImage(bytes, field);
    const kind = inputRoleKinds[role];
    const personSeen = !needsConsent(kind) && (await showsPerson(image.bytes));
    if (personSeen && !input.consent) {
      throw errors.validation([
        { path: 'consent', message: 'inputSources.personInGarment', params: { field } },
      ]);
    }
    const consent = input.consent && (needsConsent(kind) || personSeen) ? input.consent : null;
    fresh.push({
      role,
      asset: {
        id: randomUUID(),
        userId: input.userId,
        kind,
        name: assetName(undefined, nameOf(value), image.ext),
        image,
        consent: consent ? uploadConsent(consent, input.lang, bytes) : undefined,
      },
    });
  }
  const bytes = fresh.reduce(
    (sum, { asset }) => sum + asset.image.bytes.length + asset.image.thumbnail.length,
    0,
  );
  await assertStorageRoom(deps.db, input.userId, bytes);
  return fresh;
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
