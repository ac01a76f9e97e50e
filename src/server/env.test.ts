import { describe, expect, it } from 'vitest';
import { EnvError, adminEmails, parseEnv, parseGenerationEngines, publicSiteUrl } from './env.ts';

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

  it('keeps files on the local disk unless OBJECT_STORE=s3', () => {
    expect(parseEnv({}).OBJECT_STORE).toBe('local');
    expect(parseEnv({ S3_BUCKET: 'kieu-files' }).OBJECT_STORE).toBe('local');
  });

  it('names each S3 variable the S3 store is missing', () => {
    expect(() => parseEnv({ OBJECT_STORE: 's3' })).toThrow(
      /S3_BUCKET: required when OBJECT_STORE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => parseEnv({ OBJECT_STORE: 's3', ...keys })).toThrow(/S3_BUCKET/);
    expect(() =>
      parseEnv({ OBJECT_STORE: 's3', S3_BUCKET: 'kieu', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ OBJECT_STORE: 's3', S3_BUCKET: 'Kieu_Files', ...keys })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    const env = parseEnv({
      OBJECT_STORE: 's3',
      S3_BUCKET: 'kieu-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      ...keys,
    });
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('requires SMTP_URL with the smtp transport', () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('refuses the development secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
  });

  it('refuses the development JWT secret in production, and a short one anywhere', () => {
    const secrets = { NODE_ENV: 'production', APP_SECRET: 'a-real-app-secret-0123456789abcdef' };
    expect(() => parseEnv(secrets)).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(parseEnv({ ...secrets, JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toHaveLength(40);
  });

  it('lets webhooks reach private receivers by default only outside production', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'a-real-app-secret-0123456789abcdef',
      JWT_SECRET: 'x'.repeat(40),
    };
    expect(parseEnv({}).API_WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(parseEnv(production).API_WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(
      parseEnv({ ...production, API_WEBHOOK_ALLOW_PRIVATE: 'true' }).API_WEBHOOK_ALLOW_PRIVATE,
    ).toBe(true);
    expect(parseEnv({ API_WEBHOOK_ALLOW_PRIVATE: '0' }).API_WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(() => parseEnv({ API_WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      /API_WEBHOOK_ALLOW_PRIVATE/,
    );
    expect(parseEnv({}).API_WEBHOOK_RETRY_LIMIT).toBe(8);
    expect(parseEnv({}).API_WEBHOOK_RETRY_DELAY_SECONDS).toBe(30);
  });

  it('has account defaults: 7-day tokens, two admins, site URL from host and port', () => {
    const env = parseEnv({});
    expect(env.ACCESS_TOKEN_TTL_SECONDS).toBe(604800);
    expect([...adminEmails(parseEnv({ ADMIN_EMAILS: ' A@X.vn ,b@x.vn,' }))]).toEqual([
      'a@x.vn',
      'b@x.vn',
    ]);
    expect(adminEmails(env).size).toBe(2);
    expect(publicSiteUrl(env)).toBe('http://127.0.0.1:4321');
    expect(publicSiteUrl(parseEnv({ PUBLIC_SITE_URL: 'https://kieu.studio/' }))).toBe(
      'https://kieu.studio',
    );
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.GOOGLE_TOKEN_URL).toBe('https://oauth2.googleapis.com/token');
  });

  it('needs the Google client secret with a client id', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads boolean flags strictly', () => {
    expect(parseEnv({ RUN_WORKERS: 'false' }).RUN_WORKERS).toBe(false);
    expect(() => parseEnv({ RUN_WORKERS: 'nope' })).toThrow(/RUN_WORKERS/);
  });
});

describe('GENERATION_ENGINES', () => {
  it('sends every tool to the local engine by default', () => {
    expect(parseGenerationEngines(parseEnv({}).GENERATION_ENGINES)).toEqual({
      'virtual-tryon': 'local',
      'body-generator': 'local',
      'hairstyle-changer': 'local',
      'image-to-video': 'local',
      'image-editing': 'local',
    });
  });

  it('sends the listed tools to fal when FAL_KEY is set', () => {
    const env = parseEnv({
      GENERATION_ENGINES: ' virtual-tryon=fal , image-to-video = fal',
      FAL_KEY: 'key-id:secret',
    });
    const engines = parseGenerationEngines(env.GENERATION_ENGINES);
    expect(engines['virtual-tryon']).toBe('fal');
    expect(engines['image-to-video']).toBe('fal');
    expect(engines['image-editing']).toBe('local');
  });

  it('stops the start when fal is chosen without FAL_KEY', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon=fal' })).toThrow(
      /FAL_KEY: required/,
    );
  });

  it('names an unknown tool or engine', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'tryon=fal', FAL_KEY: 'k' })).toThrow(
      /unknown tool "tryon"/,
    );
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon=replicate' })).toThrow(
      /unknown engine "replicate" for virtual-tryon/,
    );
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon' })).toThrow(/unknown engine ""/);
  });
});
