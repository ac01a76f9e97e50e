import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type Lang = 'vi' | 'en';
export type LocalizedText = Record<Lang, string>;

/**
 * The one error type the API throws on purpose: a stable code, an HTTP status and a message in
 * both languages. `toErrorResponse` turns it into the JSON of spec §7.
 * @example throw new AppError(404, 'not_found', { en: 'Not found', vi: 'Không tìm thấy' });
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly text: LocalizedText,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(text.en);
    this.name = 'AppError';
  }
}

export const errors = {
  notFound: () =>
    new AppError(404, 'not_found', {
      en: 'The requested resource was not found.',
      vi: 'Không tìm thấy tài nguyên được yêu cầu.',
    }),
  payloadTooLarge: (limitBytes: number) =>
    new AppError(
      413,
      'payload_too_large',
      {
        en: `The request body is too large. Maximum size is ${formatMegabytes(limitBytes)}MB.`,
        vi: `Nội dung yêu cầu quá lớn. Dung lượng tối đa là ${formatMegabytes(limitBytes)}MB.`,
      },
      { limitBytes },
    ),
  invalidJson: () =>
    new AppError(400, 'invalid_json', {
      en: 'The request body is not valid JSON.',
      vi: 'Nội dung yêu cầu không phải JSON hợp lệ.',
    }),
  validation: (issues: { path: string; message: string }[]) =>
    new AppError(
      422,
      'validation_failed',
      {
        en: issues[0]?.message ?? 'The request is not valid.',
        vi: issues[0]?.message ?? 'Yêu cầu không hợp lệ.',
      },
      { errors: issues },
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
  return { code: error.code, detail: text, message: text, ...error.extra };
}
