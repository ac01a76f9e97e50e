import { fileTypeFromBuffer } from 'file-type';

/**
 * The media type a file's bytes say it is (magic numbers), whatever its name or the type the
 * sender declared; undefined when the content is not a known binary format (e.g. plain text).
 * @example await detectFileType(pngBytes) // { mime: 'image/png', ext: 'png' }
 */
export async function detectFileType(
  bytes: Uint8Array,
): Promise<{ mime: string; ext: string } | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found ? { mime: found.mime, ext: found.ext } : undefined;
}
