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
