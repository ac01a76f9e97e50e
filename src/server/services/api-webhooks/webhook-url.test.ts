import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from '../../http/app-error.ts';
import { parseWebhookUrl } from './webhook-url.ts';

const strict = { allowPrivate: false };
const relaxed = { allowPrivate: true };

function refusal(value: unknown, options: { allowPrivate: boolean }) {
  try {
    parseWebhookUrl(value, options);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body = (lang: 'en' | 'vi') =>
      errorBody(error, lang) as { detail: string; errors?: unknown };
    return { status: error.status, en: body('en'), vi: body('vi') };
  }
  throw new Error(`accepted ${String(value)}`);
}

describe('parseWebhookUrl (decision 024)', () => {
  it('accepts public https URLs in both modes', () => {
    for (const options of [strict, relaxed]) {
      expect(parseWebhookUrl('https://shop.example.com/hooks?x=1', options).host).toBe(
        'shop.example.com',
      );
      expect(parseWebhookUrl('https://93.184.216.34:8443/h', options).port).toBe('8443');
    }
  });

  it('refuses what is not an http(s) URL, too long, or carries credentials, with the field', () => {
    for (const bad of ['', '  ', 'not a url', 'ftp://shop.example/h', 'javascript:alert(1)', 42]) {
      const answer = refusal(bad, relaxed);
      expect(answer.status).toBe(422);
      expect(answer.en.errors).toEqual([
        { path: 'webhook_url', message: 'The webhook URL must be a valid http or https address.' },
      ]);
      expect(answer.vi.detail).toBe('URL webhook phải là một địa chỉ http hoặc https hợp lệ.');
    }
    const long = `https://shop.example/${'a'.repeat(2048)}`;
    expect(refusal(long, relaxed).en.detail).toBe(
      'The webhook URL can be at most 2048 characters.',
    );
    expect(
      parseWebhookUrl(`https://shop.example/${'a'.repeat(2048 - 21)}`, strict).href,
    ).toHaveLength(2048);
    expect(refusal('https://user:pw@shop.example/h', relaxed).en.detail).toMatch(
      /user name or password/,
    );
    expect(refusal('https://user@shop.example/h', strict).en.detail).toMatch(
      /user name or password/,
    );
  });

  it('refuses http, localhost and private, loopback or link-local literals unless allowed', () => {
    expect(refusal('http://shop.example.com/h', strict).en.detail).toBe(
      'The webhook URL must use https.',
    );
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'api.localhost',
      '127.0.0.1',
      '127.1',
      '2130706433',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[::]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:a9fe:a9fe]',
      // Decision 033: the rest of the special-purpose registry, IPv4 embedded in IPv6 included.
      '[::7f00:1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::1]',
      '198.18.0.1',
      '203.0.113.5',
    ]) {
      const answer = refusal(`https://${host}/h`, strict);
      expect(answer.status, host).toBe(422);
      expect(answer.en.errors, host).toEqual([
        expect.objectContaining({
          path: 'webhook_url',
          message: expect.stringMatching(/public host/),
        }),
      ]);
      expect(parseWebhookUrl(`http://${host}/h`, relaxed).protocol).toBe('http:');
    }
    expect(parseWebhookUrl('https://172.32.0.1/h', strict).hostname).toBe('172.32.0.1');
    expect(parseWebhookUrl('https://[2606:4700::1111]/h', strict).hostname).toBe(
      '[2606:4700::1111]',
    );
  });
});
