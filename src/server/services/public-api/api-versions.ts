import type { Locale } from '../../../i18n/locales.ts';

/**
 * The public API's dated versions (issue 18, decision 083), oldest first. A request names one in
 * `Kieu-Version`; without it, it is pinned to the newest version on the day its token was made,
 * so an integration keeps the behaviour it was built against until it asks for another.
 * A version that changes what a request may say gives `upgradeSubmit`: it rewrites a submit body
 * written for the version before it into its own form, so one validator serves every version.
 */
export interface ApiVersion {
  /** YYYY-MM-DD. */
  version: string;
  /** What changed, for the changelog, in each language. */
  changes: Record<Locale, string[]>;
  upgradeSubmit?: (service: string, body: Record<string, unknown>) => void;
  /**
   * The other half of `upgradeSubmit`, for the document: rewrites the OpenAPI document of this
   * version into the one of the version before it, so each version has its own schema.
   */
  downgradeDocument?: (document: VersionedDocument) => void;
}

/** The parts of the OpenAPI document a version's rewrite reads. */
export interface VersionedDocument {
  components?: { schemas?: Record<string, SchemaNode> };
}

/** A JSON Schema node, as far as a rewrite walks it. */
export interface SchemaNode {
  enum?: unknown[];
  description?: string;
  properties?: Record<string, SchemaNode>;
}

export const apiVersions: readonly ApiVersion[] = [
  {
    version: '2026-01-15',
    changes: {
      vi: ['Phiên bản đầu tiên của API công khai.'],
      en: ['The first version of the public API.'],
    },
  },
  {
    version: '2026-11-28',
    changes: {
      vi: [
        'Thử đồ: `mode` đổi `performance` thành `fast` (yêu cầu của phiên bản trước vẫn được hiểu).',
        'Thử đồ: `category` nhận thêm `auto`, đọc loại trang phục từ ảnh.',
        'Header `Kieu-Version` và trang thay đổi này.',
      ],
      en: [
        'Try-on: `mode` `performance` is renamed `fast` (requests of the version before are still understood).',
        'Try-on: `category` also takes `auto`, read off the garment photo.',
        'The `Kieu-Version` header and this changelog.',
      ],
    },
    upgradeSubmit: (service, body) => {
      const params = body.params;
      if (service !== 'virtual-tryon' || !params || typeof params !== 'object') return;
      const tryOn = params as Record<string, unknown>;
      if (tryOn.mode === 'performance') tryOn.mode = 'fast';
    },
    downgradeDocument: (document) => {
      // The single try-on submit is the one rewritten above; `fast` is understood there too.
      const mode =
        document.components?.schemas?.VirtualTryOnJob?.properties?.params?.properties?.mode;
      if (!mode?.enum) return;
      mode.enum = ['performance', ...mode.enum];
      mode.description =
        'This version’s `performance` is the newer versions’ `fast`; both are understood.';
    },
  },
  {
    // Issue 45 (decision 128): fixes, which apply to every version (decision 083).
    version: '2026-12-04',
    changes: {
      vi: [
        'Sửa lỗi, áp dụng cho mọi phiên bản:',
        'Ảnh đầu vào qua URL: http, `localhost` và địa chỉ nội bộ bị từ chối (`input_url_refused`) ở mọi môi trường, trước khi kết nối.',
        'Tệp quá lớn luôn là 413 `file_too_large` với `max_bytes`, dù vượt bao nhiêu (trước đây thân yêu cầu trên 11 MB là `payload_too_large` với `limitBytes`); `payload_too_large` mang `max_bytes`; `rate_limited` mang `retry_after_seconds` (trước đây `retryAfterSeconds`), và mọi 429 đều có `retry_after_seconds`.',
        'Câu trả lời 413 đến sau khi đã đọc hết thân yêu cầu, nên kết nối vẫn dùng tiếp được (quá 64 MB hoặc 5 giây thì kết nối đóng, với `Connection: close`), và mang `Kieu-Version` cùng các header `X-RateLimit-*`.',
        'Trường không có trong tài liệu của `POST /v1/uploads` và `POST /v1/verify` bị từ chối với 422, như trong thân JSON.',
        '`Cancel-After` chỉ nhận đúng dạng đã ghi (`90`, `30s`, `5m`, `2h`): `10 m` là 422.',
        'Sai phương thức trên một đường dẫn có thật là 405 `method_not_allowed` với `Allow`, thay vì 404.',
      ],
      en: [
        'Fixes, applied to every version:',
        'Inputs by URL: http, `localhost` and private addresses are refused (`input_url_refused`) on every deployment, before connecting.',
        'A file too large is always 413 `file_too_large` with `max_bytes`, however far over (a body over 11 MB was `payload_too_large` with `limitBytes`); `payload_too_large` carries `max_bytes`; `rate_limited` carries `retry_after_seconds` (was `retryAfterSeconds`), and every 429 has `retry_after_seconds`.',
        'A 413 is answered once the body is read, so its connection stays usable (past 64 MB or 5 seconds it closes, with `Connection: close`), and carries `Kieu-Version` and the `X-RateLimit-*` headers.',
        'Fields the document does not name are refused with 422 on `POST /v1/uploads` and `POST /v1/verify`, as in JSON bodies.',
        '`Cancel-After` takes only its documented form (`90`, `30s`, `5m`, `2h`): `10 m` is 422.',
        'A wrong method on a path of the API is 405 `method_not_allowed` with `Allow`, not 404.',
      ],
    },
  },
];

export const latestApiVersion = apiVersions.at(-1)!.version;

/** The newest version released on or before a moment (the first one for anything older). */
export function apiVersionAt(moment: Date): string {
  const day = moment.toISOString().slice(0, 10);
  return apiVersions.findLast((entry) => entry.version <= day)?.version ?? apiVersions[0]!.version;
}

export function isApiVersion(value: string): boolean {
  return apiVersions.some((entry) => entry.version === value);
}

/** Rewrites a submit body written for `version` into the newest form, in place. */
export function upgradeSubmitBody(
  version: string,
  service: string,
  body: Record<string, unknown>,
): void {
  for (const entry of apiVersions) {
    if (entry.version > version) entry.upgradeSubmit?.(service, body);
  }
}

/** Rewrites the newest document into the one of `version`, in place (newest change first). */
export function downgradeDocument(version: string, document: VersionedDocument): void {
  for (const entry of [...apiVersions].reverse()) {
    if (entry.version > version) entry.downgradeDocument?.(document);
  }
}

/** The changelog as Markdown, newest first, for the reference page (English, as the document). */
export function changelogMarkdown(): string {
  const sections = [...apiVersions]
    .reverse()
    .map((entry) => [`**${entry.version}**`, '', ...entry.changes.en.map((line) => `- ${line}`)]);
  return ['## Changelog', '', ...sections.flatMap((lines) => [...lines, ''])].join('\n').trim();
}
