import { studioUploadLimits } from '../../contracts/studio.ts';

const extensions = /\.(jpe?g|png|webp)$/i;

/**
 * The browser's first look at a chosen file (spec §5): its declared type or extension, and its
 * size. The API decides the real type from the content and has the last word.
 * @returns the §5 message key with its parameters, or null when the file may be sent.
 * @example checkUpload({ name: 'a.gif', type: 'image/gif', size: 10 }) // { key: 'validation.fileType', … }
 */
export function checkUpload(file: { name: string; type: string; size: number }) {
  const typeOk = file.type
    ? (studioUploadLimits.mimeTypes as readonly string[]).includes(file.type)
    : extensions.test(file.name);
  if (!typeOk) {
    return { key: 'validation.fileType', params: studioUploadLimits.messageParams } as const;
  }
  if (file.size > studioUploadLimits.maxFileBytes) {
    return { key: 'validation.fileTooLarge', params: studioUploadLimits.messageParams } as const;
  }
  return null;
}
