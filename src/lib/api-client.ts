import { $locale } from '../stores/locale.ts';

/** localStorage key of the access token; the public header reads it too. */
export const TOKEN_KEY = 'kieu.auth.token';

/** Spec §9: request timeouts by path. */
export const TIMEOUTS = { default: 600_000, ai: 900_000, imageEditing: 600_000 } as const;

/**
 * The timeout of a call: image editing keeps the default, other /ai/ calls get longer.
 * @example timeoutFor('/ai/try-on') // 900000
 */
export function timeoutFor(path: string): number {
  if (path.includes('/ai/image-editing/')) return TIMEOUTS.imageEditing;
  if (path.includes('/ai/')) return TIMEOUTS.ai;
  return TIMEOUTS.default;
}

/** A non-OK answer: the status, the parsed body and the server's text (spec §7). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The API's stable error code (`invalid_credentials`, `otp_expired`, …), when it sent one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** The request timed out or the network failed: no answer at all. */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for an upload (sent without a JSON content type). */
  body?: unknown;
  /** Spec §7: public calls carry no Bearer header. */
  public?: boolean;
  /** A token to use instead of the stored one (validating a restored session). */
  token?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

interface ClientConfig {
  baseUrl: string;
  fetch: typeof fetch;
  storedToken: () => string | null;
  locale: () => string;
}

const config: ClientConfig = {
  baseUrl: 'http://127.0.0.1:8787',
  fetch: (...args) => globalThis.fetch(...args),
  storedToken: () => {
    try {
      return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  locale: () => $locale.get(),
};

/** Set once at start-up (the base from astro:env); tests swap `fetch` and the token source. */
export function configureApiClient(overrides: Partial<ClientConfig>): void {
  Object.assign(config, overrides);
}

/**
 * The absolute URL of an API path and the headers of an authenticated call, for the few
 * readers fetch must drive itself (a server-sent event stream: EventSource sends no headers).
 * @example fetch(apiUrl('/ai/generations/1/events'), { headers: authHeaders() })
 */
export function apiUrl(path: string): string {
  return `${config.baseUrl.replace(/\/+$/, '')}${path}`;
}

/** Accept-Language and the stored Bearer token, as `apiRequest` sends them. */
export function authHeaders(): Record<string, string> {
  const token = config.storedToken();
  return {
    'Accept-Language': config.locale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * Calls the API and parses the JSON answer; throws ApiError for a non-OK answer and
 * NetworkError when there is none (including the timeout of spec §9).
 * @example const profile = await apiRequest<Profile>('/auth/profile');
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': config.locale(),
    ...options.headers,
  };
  const isUpload = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let body: BodyInit | undefined;
  if (isUpload) body = options.body as FormData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = options.public ? null : (options.token ?? config.storedToken());
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutFor(path));
  let response: Response;
  try {
    response = await config.fetch(`${config.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    const timedOut = controller.signal.aborted;
    throw new NetworkError(
      timedOut ? `Request timed out: ${method} ${path}` : (error as Error).message,
      timedOut,
    );
  } finally {
    clearTimeout(timer);
  }
  const parsed = await readBody(response);
  if (!response.ok)
    throw new ApiError(errorText(method, response.status, parsed), response.status, parsed);
  return parsed as T;
}

async function readBody(response: Response): Promise<unknown> {
  return parseText(await response.text().catch(() => ''));
}

function parseText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Spec §7: `message` on GET, `detail` otherwise, else a generic text with the status. */
function errorText(method: string, status: number, body: unknown): string {
  const field = method === 'GET' ? 'message' : 'detail';
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value ? value : `API request failed with status: ${status}`;
}

/** Shorthands for the common verbs. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
};

/**
 * A multipart upload that reports progress (fetch cannot): XMLHttpRequest with the same base
 * URL, token, language and error model (spec §7) as `apiRequest`.
 * @example await uploadWithProgress<Asset>('/assets', form, (percent) => setPercent(percent));
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${config.baseUrl.replace(/\/+$/, '')}${path}`);
    request.timeout = timeoutFor(path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', config.locale());
    const token = config.storedToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const parsed = parseText(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(parsed as T);
      else reject(new ApiError(errorText('POST', request.status, parsed), request.status, parsed));
    });
    request.addEventListener('error', () => reject(new NetworkError('Upload failed', false)));
    request.addEventListener('timeout', () =>
      reject(new NetworkError(`Request timed out: POST ${path}`, true)),
    );
    request.send(form);
  });
}
