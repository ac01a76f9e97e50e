import { studioUploadLimits } from './upload-limits.ts';

/**
 * What the verify page and `POST /v1/verify` accept (issue 17 point 5, decision 053): the formats
 * our results come in, recognised by their bytes alone, never by a name or a declared type.
 * Shared by the browser (which reads the file itself) and the API, so both refuse the same files.
 */
export const verifyMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/quicktime',
] as const;
export type VerifyMediaType = (typeof verifyMediaTypes)[number];

export const verifyLimits = {
  /** The product's upload limit: a result is never larger than an image a seller may upload. */
  maxImageBytes: studioUploadLimits.maxFileBytes,
  /** Video results (10 s at 1080p at most) stay far below this; stored copies use the same cap. */
  maxVideoBytes: 50 * 1024 * 1024,
  /** Parameters of the "wrong type" message. */
  acceptedTypes: 'JPEG, PNG, WebP, MP4, MOV',
  /** What the page's file button offers. */
  accept:
    '.jpg,.jpeg,.png,.webp,.mp4,.mov,image/jpeg,image/png,image/webp,video/mp4,video/quicktime',
} as const;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The media type a file's first bytes (its magic number) say it is; null for anything else.
 * @example sniffVerifyMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 * @example sniffVerifyMediaType(new TextEncoder().encode('hello')) // null
 */
export function sniffVerifyMediaType(bytes: Uint8Array): VerifyMediaType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  // ISO base media (MP4, MOV): the first box is `ftyp`; QuickTime names its major brand `qt  `.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    return ascii(bytes, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  return null;
}

/** The size limit of a sniffed type. */
export const verifyLimitFor = (type: VerifyMediaType) =>
  type.startsWith('video/') ? verifyLimits.maxVideoBytes : verifyLimits.maxImageBytes;
