/**
 * Spec §5 and §9: studio uploads are JPEG, PNG or WebP up to 10MB. The API decides the type
 * from the bytes; `accept` only helps the browser's file picker. Images are re-encoded, so a
 * pixel limit guards against decompression bombs (a small file that expands to gigabytes).
 */
export const studioUploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  accept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
  /** 40 megapixels: larger than any phone or camera photo a seller uploads. */
  maxPixels: 40_000_000,
  /** Parameters of validation.fileType and validation.fileTooLarge. */
  messageParams: { acceptedTypes: 'JPEG, PNG, WebP', maxSize: 10 },
} as const;

/**
 * Issue 40 (decision 108): videos a seller uploads to the assets library from the computer:
 * MP4, WebM or QuickTime up to 50MB and 60 seconds. 50MB is the cap the library already keeps
 * for a video result; 60 s holds a product clip and stays far from a film. Only the library's
 * own upload takes them: a studio tool's input and the public API's uploads stay images.
 */
export const studioVideoUploadLimits = {
  maxFileBytes: 50 * 1024 * 1024,
  maxSeconds: 60,
  mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
  accept: '.mp4,.webm,.mov,video/mp4,video/webm,video/quicktime',
  /** Parameters of validation.fileType, validation.fileTooLarge and the duration message. */
  messageParams: { acceptedTypes: 'MP4, WebM, MOV', maxSize: 50, maxSeconds: 60 },
} as const;

/** The library's file button when a video may be chosen too: images and videos together. */
export const libraryUploadAccept = `${studioUploadLimits.accept},${studioVideoUploadLimits.accept}`;
