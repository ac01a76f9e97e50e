import { createHash } from 'node:crypto';
import type { UploadConsentAnswer } from '../../../contracts/assets.ts';
import { t } from '../../../i18n/index.ts';
import type { Lang } from '../../http/app-error.ts';

/** What upload_consents keeps for one upload of a photo of a person (decision 057). */
export interface UploadConsent {
  answer: UploadConsentAnswer;
  wording: string;
  language: Lang;
  sha256: string;
}

/**
 * The consent record of an upload: the answer, the statement in the caller's language as the
 * dictionary has it (the server's own text, never one sent by the client) and a SHA-256 of the
 * bytes exactly as they were sent, before re-encoding, so the sender can match it to their file.
 * A video's statement speaks of the people in it, as the library's question then does (108).
 * @example const consent = uploadConsent('self', 'vi', bytes);
 */
export function uploadConsent(
  answer: UploadConsentAnswer,
  lang: Lang,
  bytes: Buffer,
  media: 'image' | 'video' = 'image',
): UploadConsent {
  return {
    answer,
    wording: t(lang)(
      media === 'video' ? 'assets.consent.statementVideo' : 'assets.consent.statement',
    ),
    language: lang,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
