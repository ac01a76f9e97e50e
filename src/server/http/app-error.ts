import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { localize, translateMessage, type ValidationIssue } from './localize.ts';

export type Lang = 'vi' | 'en';
export type LocalizedText = Record<Lang, string>;

/** Extra fields of an error body; a function when they hold text in the caller's language. */
export type ErrorExtra = Record<string, unknown> | ((lang: Lang) => Record<string, unknown>);

/**
 * The one error type the API throws on purpose: a stable code, an HTTP status and a message in
 * both languages. `errorBody` turns it into the JSON of spec §7; `headers` go on the response.
 * @example throw new AppError(404, 'not_found', { en: 'Not found', vi: 'Không tìm thấy' });
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly text: LocalizedText,
    readonly extra: ErrorExtra = {},
    readonly headers: Record<string, string> = {},
  ) {
    // A refusal on purpose, answered by its code and never logged with a stack: capturing one
    // cost more CPU than the rest of a 404 (decision 109).
    const stackLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(text.en);
    Error.stackTraceLimit = stackLimit;
    this.name = 'AppError';
  }
}

export const errors = {
  notFound: () =>
    new AppError(404, 'not_found', {
      en: 'The requested resource was not found.',
      vi: 'Không tìm thấy tài nguyên được yêu cầu.',
    }),
  /** A body over its limit; `max_bytes` in snake_case like the rest of the error model. */
  payloadTooLarge: (maxBytes: number) =>
    new AppError(
      413,
      'payload_too_large',
      localize('validation.payloadTooLarge', { maxSize: formatMegabytes(maxBytes) }),
      { max_bytes: maxBytes },
    ),
  invalidJson: () =>
    new AppError(400, 'invalid_json', {
      en: 'The request body is not valid JSON.',
      vi: 'Nội dung yêu cầu không phải JSON hợp lệ.',
    }),
  /** 422 listing each field; messages that are dictionary keys are translated per caller. */
  validation: (issues: ValidationIssue[]) => issueError(422, 'validation_failed', issues),
  /** 400 listing each field, for calls whose contract asks for 400 rather than 422. */
  badRequest: (code: string, issues: ValidationIssue[]) => issueError(400, code, issues),
  /** Spec §5: a file whose content is not one of the accepted types. */
  unsupportedFileType: (path: string, acceptedTypes: string) =>
    issueError(415, 'unsupported_file_type', [
      { path, message: 'validation.fileType', params: { acceptedTypes } },
    ]),
  /**
   * Spec §5: one file over the per-file limit, however far over (decision 128: a body too large
   * for its files says so too). `path` names the file's field when it is known.
   */
  fileTooLarge: (path: string | null, maxBytes: number) => {
    const params = { maxSize: formatMegabytes(maxBytes) };
    const text = localize('validation.fileTooLarge', params);
    return new AppError(413, 'file_too_large', text, (lang) => ({
      max_bytes: maxBytes,
      ...(path === null ? {} : { errors: [{ path, message: text[lang] }] }),
    }));
  },
  tooManyFiles: (path: string, maxFiles: number) =>
    issueError(422, 'validation_failed', [
      { path, message: 'validation.tooManyFiles', params: { maxFiles } },
    ]),
  formRequired: () => new AppError(400, 'invalid_form', localize('validation.formRequired')),
  /** A form body that does not parse as its content type says (no or another boundary). */
  formUnreadable: () => new AppError(400, 'invalid_form', localize('validation.formUnreadable')),
  unsupportedMediaType: () =>
    new AppError(415, 'unsupported_media_type', localize('validation.unsupportedMediaType')),
  /** The error handler's last line of defence: a value validation let through was refused. */
  invalidInput: () => new AppError(400, 'invalid_input', localize('validation.valueRefused')),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'rate_limited',
      localize('validation.rateLimited', {
        minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
      }),
      { retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  linkExpired: () =>
    new AppError(403, 'link_expired', {
      en: 'This download link is invalid or has expired.',
      vi: 'Liên kết tải xuống không hợp lệ hoặc đã hết hạn.',
    }),
  internal: () =>
    new AppError(500, 'internal_error', {
      en: 'Something went wrong',
      vi: 'Đã xảy ra lỗi',
    }),
};

/** An error of `status` and `code` listing each field's issue, in the caller's language. */
export function issueError(status: ContentfulStatusCode, code: string, issues: ValidationIssue[]) {
  const first = issues[0];
  const text = first ? localize(first.message, first.params) : localize('validation.invalid');
  return new AppError(status, code, text, (lang) => ({
    errors: issues.map(({ path, message, params }) => ({
      path,
      message: translateMessage(message, lang, params),
    })),
  }));
}

function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 100) / 100);
}

/** Picks the caller's language from Accept-Language; English when none of ours is asked for. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('vi')) return 'vi';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** Spec §7: clients read `message` on GET and `detail` otherwise, so both carry the text. */
export function errorBody(error: AppError, lang: Lang) {
  const text = error.text[lang];
  const extra = typeof error.extra === 'function' ? error.extra(lang) : error.extra;
  return { code: error.code, detail: text, message: text, ...extra };
}
