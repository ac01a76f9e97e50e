import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.API_PORT).toBe(8787);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIL_TRANSPORT).toBe('outbox');
  });

  it('names each bad variable', () => {
    try {
      parseEnv({ API_PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toContain('API_PORT');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('refuses a port out of range', () => {
    expect(() => parseEnv({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });

  it('requires SMTP_URL with the smtp transport', () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('refuses the development secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads boolean flags strictly', () => {
    expect(parseEnv({ RUN_WORKERS: 'false' }).RUN_WORKERS).toBe(false);
    expect(() => parseEnv({ RUN_WORKERS: 'nope' })).toThrow(/RUN_WORKERS/);
  });
});
