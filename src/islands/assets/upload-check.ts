import { studioUploadLimits, studioVideoUploadLimits } from '../../contracts/studio.ts';

const imageExtensions = /\.(jpe?g|png|webp)$/i;
const videoExtensions = /\.(mp4|webm|mov)$/i;
/** The "wrong type" message of the library's button, which takes both (issue 40). */
const mediaParams = {
  acceptedTypes: `${studioUploadLimits.messageParams.acceptedTypes}, ${studioVideoUploadLimits.messageParams.acceptedTypes}`,
};

/**
 * The browser's first look at a chosen file (spec §5): its declared type or extension, and its
 * size; with `video`, an MP4, WebM or MOV up to its own limit too (decision 108). The API
 * decides the real type from the content, reads the video's length, and has the last word.
 * @returns the message key with its parameters, or null when the file may be sent.
 * @example checkUpload({ name: 'a.gif', type: 'image/gif', size: 10 }) // { key: 'validation.fileType', … }
 */
export function checkUpload(
  file: { name: string; type: string; size: number },
  options: { video?: boolean } = {},
) {
  const wrongType = options.video ? mediaParams : studioUploadLimits.messageParams;
  if (options.video && isVideo(file)) {
    if (
      file.type &&
      !(studioVideoUploadLimits.mimeTypes as readonly string[]).includes(file.type)
    ) {
      return { key: 'validation.fileType', params: wrongType } as const;
    }
    if (file.size > studioVideoUploadLimits.maxFileBytes) {
      return {
        key: 'validation.fileTooLarge',
        params: studioVideoUploadLimits.messageParams,
      } as const;
    }
    return null;
  }
  const typeOk = file.type
    ? (studioUploadLimits.mimeTypes as readonly string[]).includes(file.type)
    : imageExtensions.test(file.name);
  if (!typeOk) return { key: 'validation.fileType', params: wrongType } as const;
  if (file.size > studioUploadLimits.maxFileBytes) {
    return { key: 'validation.fileTooLarge', params: studioUploadLimits.messageParams } as const;
  }
  return null;
}

/** A file the browser calls a video, or, when it names no type, one with a video's extension. */
export function isVideo(file: { name: string; type: string }): boolean {
  return file.type ? file.type.startsWith('video/') : videoExtensions.test(file.name);
}
