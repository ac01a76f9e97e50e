const allowed = /\.(png|jpe?g|pdf)$/i;

/**
 * The browser's first look at the chosen files (spec §5): count, size and extension. The API
 * decides the real type from the content.
 * @returns the message key of the first problem, or null.
 * @example checkFiles([file], { maxFiles: 4, maxBytes: 10 * 1024 * 1024 }) // null
 */
export function checkFiles(
  files: { name: string; size: number }[],
  limits: { maxFiles: number; maxBytes: number },
): 'tooManyFiles' | 'fileType' | 'fileTooLarge' | null {
  if (files.length > limits.maxFiles) return 'tooManyFiles';
  if (files.some((file) => !allowed.test(file.name))) return 'fileType';
  if (files.some((file) => file.size > limits.maxBytes)) return 'fileTooLarge';
  return null;
}
