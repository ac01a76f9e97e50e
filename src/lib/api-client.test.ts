import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $locale } from '../stores/locale.ts';
import { ApiError, NetworkError, api, configureApiClient, timeoutFor } from './api-client.ts';

interface Call {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}
let calls: Call[];
let answer: () => Promise<Response>;
let token: string | null;

beforeEach(() => {
  calls = [];
  token = 'stored-token';
  answer = async () => Response.json({ ok: true });
  configureApiClient({
    baseUrl: 'https://api.example/',
    storedToken: () => token,
    fetch: (async (url: string, init: Call['init']) => {
      calls.push({ url, init });
      return answer();
    }) as unknown as typeof fetch,
  });
  $locale.set('vi');
});
afterEach(() => vi.useRealTimers());

describe('api client', () => {
  it('sends JSON with the stored Bearer token and the current language', async () => {
    $locale.set('en');
    expect(await api.post('/auth/profile', { name: 'Lan' })).toEqual({ ok: true });
    const [call] = calls;
    expect(call!.url).toBe('https://api.example/auth/profile');
    expect(call!.init.method).toBe('POST');
    expect(call!.init.body).toBe('{"name":"Lan"}');
    expect(call!.init.headers).toMatchObject({
      Authorization: 'Bearer stored-token',
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    });
  });

  it('sends public calls without the Bearer header', async () => {
    await api.post('/auth/login', { username: 'a@b.vn', password: 'x' }, { public: true });
    expect(calls[0]!.init.headers.Authorization).toBeUndefined();
  });

  it('uploads multipart without a JSON content type', async () => {
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.png');
    await api.upload('/assets', form);
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.headers['Content-Type']).toBeUndefined();
  });

  it('raises the server message on GET and the detail on other methods', async () => {
    answer = async () =>
      Response.json({ code: 'x', message: 'from message', detail: 'from detail' }, { status: 403 });
    const onGet = await api.get('/auth/profile').catch((e: unknown) => e);
    expect(onGet).toBeInstanceOf(ApiError);
    expect(onGet).toMatchObject({ message: 'from message', status: 403, code: 'x' });
    const onPut = await api.put('/auth/profile', {}).catch((e: unknown) => e);
    expect(onPut).toMatchObject({ message: 'from detail', status: 403 });
    expect((onPut as ApiError).body).toMatchObject({ code: 'x' });
  });

  it('falls back to the status text when the body has none', async () => {
    answer = async () => new Response('oops', { status: 502 });
    await expect(api.delete('/x')).rejects.toMatchObject({
      message: 'API request failed with status: 502',
      status: 502,
      body: 'oops',
    });
  });

  it('aborts a request when its timeout passes', async () => {
    configureApiClient({
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new Error('aborted')));
        })) as unknown as typeof fetch,
    });
    vi.useFakeTimers();
    const pending = api.get('/auth/profile').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(600_000);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
  });

  it('gives /ai/ calls 15 minutes and image editing the default 10', () => {
    expect(timeoutFor('/auth/login')).toBe(600_000);
    expect(timeoutFor('/ai/try-on')).toBe(900_000);
    expect(timeoutFor('/ai/image-editing/edit')).toBe(600_000);
  });
});
