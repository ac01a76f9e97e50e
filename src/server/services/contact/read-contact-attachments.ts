import { contactUploadLimits } from '../../../contracts/contact.ts';
import { errors } from '../../http/app-error.ts';
import type { FormUpload } from '../../http/parse-form.ts';
import { detectFileType } from '../files/detect-file-type.ts';

export interface ContactAttachment {
  /** A safe download name whose extension matches the content. */
  name: string;
  bytes: Buffer;
  contentType: string;
  ext: string;
}

const accepted: readonly string[] = contactUploadLimits.mimeTypes;

/**
 * Reads each upload and decides its type by content (spec §5: PNG, JPG, PDF). Every file is
 * checked before the caller writes anything, so one bad file refuses the whole message.
 */
export async function readContactAttachments(uploads: FormUpload[]): Promise<ContactAttachment[]> {
  const attachments: ContactAttachment[] = [];
  for (const [index, upload] of uploads.entries()) {
    const bytes = Buffer.from(await upload.file.arrayBuffer());
    const type = await detectFileType(bytes);
    if (!type || !accepted.includes(type.mime)) {
      throw errors.unsupportedFileType(
        `files.${index}`,
        contactUploadLimits.messageParams.acceptedTypes,
      );
    }
    attachments.push({
      name: safeName(upload.name, type.ext, index),
      bytes,
      contentType: type.mime,
      ext: type.ext,
    });
  }
  return attachments;
}

/** The sender's base name without path or control characters, with the detected extension. */
function safeName(original: string, ext: string, index: number): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}"<>|*?:]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || `attachment-${index + 1}`}.${ext}`;
}
