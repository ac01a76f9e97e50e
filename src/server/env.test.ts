import { describe, expect, it } from 'vitest';
import {
  EnvError,
  adminEmails,
  parseEngineChains,
  parseEnv,
  parseGenerationEngines,
  publicSiteUrl,
  tracingEnabled,
} from './env.ts';
import { productionWarnings } from './production-profile.ts';
import { productionEnv } from '../../tests/support/production-env.ts';

/** The message of the EnvError that `source` stops the start with. */
function refusal(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('expected the start to be refused');
}

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
    const secrets = { ...productionEnv, JWT_SECRET: undefined };
    expect(() => parseEnv(secrets)).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(parseEnv({ ...secrets, JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toHaveLength(40);
  });

  it('fetches inputs by URL from public https hosts only, unless development asks', () => {
    expect(parseEnv({}).API_INPUT_URL_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv(productionEnv).API_INPUT_URL_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ API_INPUT_URL_ALLOW_PRIVATE: 'true' }).API_INPUT_URL_ALLOW_PRIVATE).toBe(
      true,
    );
    expect(() => parseEnv({ ...productionEnv, API_INPUT_URL_ALLOW_PRIVATE: 'true' })).toThrow(
      /API_INPUT_URL_ALLOW_PRIVATE: inputs by URL would reach http, localhost and private/,
    );
    expect(() => parseEnv({ API_INPUT_URL_ALLOW_PRIVATE: 'yes' })).toThrow(
      /API_INPUT_URL_ALLOW_PRIVATE/,
    );
  });

  it('runs the payment stand-ins only outside production, and each rail with all its keys or none', () => {
    expect(parseEnv({}).PAYMENT_STANDINS).toBe(true);
    expect(parseEnv(productionEnv).PAYMENT_STANDINS).toBe(false);
    expect(() => parseEnv({ ...productionEnv, PAYMENT_STANDINS: 'true' })).toThrow(
      /PAYMENT_STANDINS: the built-in stand-ins/,
    );
    expect(() => parseEnv({ MOMO_PARTNER_CODE: 'MOMOX' })).toThrow(
      /MOMO_ACCESS_KEY, MOMO_SECRET_KEY: MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY go together/,
    );
    expect(() => parseEnv({ ZALOPAY_APP_ID: 'x', ZALOPAY_KEY1: 'a', ZALOPAY_KEY2: 'b' })).toThrow(
      /ZALOPAY_APP_ID: a number/,
    );
    const payos = { PAYOS_CLIENT_ID: 'c', PAYOS_API_KEY: 'k', PAYOS_CHECKSUM_KEY: 's' };
    // A rail with its real keys is a configured gateway: production needs no sandbox choice.
    const unconfigured = {
      ...productionEnv,
      PAYMENT_SANDBOX: undefined,
      VNPAY_TMN_CODE: undefined,
    };
    expect(() => parseEnv(unconfigured)).toThrow(/no payment gateway is configured/);
    expect(parseEnv({ ...unconfigured, ...payos }).PAYOS_CLIENT_ID).toBe('c');
    // The wallets' default hosts are their test ones: production names the live host to set.
    const momo = { MOMO_PARTNER_CODE: 'P', MOMO_ACCESS_KEY: 'a', MOMO_SECRET_KEY: 's' };
    expect(() => parseEnv({ ...productionEnv, ...momo })).toThrow(
      /MOMO_URL: still MoMo's test host/,
    );
    expect(
      parseEnv({ ...productionEnv, ...momo, MOMO_URL: 'https://payment.momo.vn' }).MOMO_URL,
    ).toBe('https://payment.momo.vn');
    const zalopay = { ZALOPAY_APP_ID: '1', ZALOPAY_KEY1: 'a', ZALOPAY_KEY2: 'b' };
    expect(() => parseEnv({ ...productionEnv, ...zalopay })).toThrow(/ZALOPAY_URL: still/);
  });

  it('lets webhooks reach private receivers by default only outside production', () => {
    const production = productionEnv;
    expect(parseEnv({}).API_WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(parseEnv(production).API_WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(
      parseEnv({ ...production, API_WEBHOOK_ALLOW_PRIVATE: 'true' }).API_WEBHOOK_ALLOW_PRIVATE,
    ).toBe(true);
    expect(parseEnv({ API_WEBHOOK_ALLOW_PRIVATE: '0' }).API_WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(() => parseEnv({ API_WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      /API_WEBHOOK_ALLOW_PRIVATE/,
    );
    // Inputs by URL have their own setting: the webhooks' never opens them (decision 128).
    expect(parseEnv({ API_WEBHOOK_ALLOW_PRIVATE: 'true' }).API_INPUT_URL_ALLOW_PRIVATE).toBe(false);
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
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.GOOGLE_TOKEN_URL).toBe('https://oauth2.googleapis.com/token');
  });

  it('reads TRUST_PROXY as a count of proxies: true is one, false none, nonsense refused', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });

  it('signs content credentials with a configured pair in production, never the development chain', () => {
    const unsigned = { ...productionEnv, C2PA_CERT_PEM: undefined, C2PA_KEY_PEM: undefined };
    expect(() => parseEnv(unsigned)).toThrow(
      /C2PA_CERT_PEM: results must carry content credentials/,
    );
    expect(() => parseEnv({ ...productionEnv, C2PA_KEY_PEM: undefined })).toThrow(
      /C2PA_CERT_PEM and C2PA_KEY_PEM go together/,
    );
    expect(parseEnv({ NODE_ENV: 'development' }).C2PA_CERT_PEM).toBeUndefined();
  });

  it('protects /metrics in production: a token, or METRICS_PUBLIC=true said on purpose', () => {
    const production = { ...productionEnv, METRICS_TOKEN: undefined };
    expect(() => parseEnv(production)).toThrow(/METRICS_TOKEN: required in production/);
    expect(() => parseEnv(production)).toThrow(/METRICS_PUBLIC=true/);
    expect(parseEnv({ ...production, METRICS_TOKEN: 't'.repeat(16) }).METRICS_TOKEN).toHaveLength(
      16,
    );
    expect(parseEnv({ ...production, METRICS_PUBLIC: 'true' }).METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
  });

  it('keeps the worker’s metrics listener and tracing off unless configured', () => {
    const env = parseEnv({});
    expect(env.WORKER_METRICS_PORT).toBeUndefined();
    expect(env.WORKER_METRICS_HOST).toBe('127.0.0.1');
    expect(tracingEnabled(env)).toBe(false);
    expect(tracingEnabled(parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }))).toBe(
      true,
    );
    expect(
      tracingEnabled(
        parseEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
      ),
    ).toBe(true);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL/,
    );
  });

  it('takes media origins for the site policy as http(s) URLs, comma separated', () => {
    expect(parseEnv({}).PUBLIC_MEDIA_ORIGINS).toBe('');
    const origins = 'https://kieu-media.s3.ap-southeast-1.amazonaws.com, https://cdn.kieu.studio';
    expect(parseEnv({ PUBLIC_MEDIA_ORIGINS: origins }).PUBLIC_MEDIA_ORIGINS).toBe(origins);
    expect(() => parseEnv({ PUBLIC_MEDIA_ORIGINS: 'cdn.kieu.studio' })).toThrow(
      /PUBLIC_MEDIA_ORIGINS/,
    );
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
      'product-to-model': 'local',
      'model-swap': 'local',
    });
  });

  it('refuses product to model and model swap on an engine with no model for them', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'product-to-model=fal', FAL_KEY: 'k' })).toThrow(
      /product-to-model runs on/,
    );
    expect(() => parseEnv({ GENERATION_ENGINES: 'model-swap=replicate|local' })).toThrow(
      /model-swap runs on local, fashn only/,
    );
    expect(
      parseEnv({ GENERATION_ENGINES: 'product-to-model=fashn|local', FASHN_API_KEY: 'fa-1' }),
    ).toMatchObject({ GENERATION_ENGINES: 'product-to-model=fashn|local' });
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

  it('refuses to start replicate without its token and the model of each tool it makes', () => {
    expect(() =>
      parseEnv({ GENERATION_ENGINES: 'virtual-tryon=replicate,image-editing=replicate' }),
    ).toThrow(
      /REPLICATE_API_TOKEN: required[\s\S]*REPLICATE_MODEL_VIRTUAL_TRYON: required[\s\S]*REPLICATE_MODEL_IMAGE_EDITING: required/,
    );
    expect(() =>
      parseEnv({
        GENERATION_ENGINES: 'virtual-tryon=replicate',
        REPLICATE_API_TOKEN: 'r8_x',
        REPLICATE_MODEL_VIRTUAL_TRYON: 'not a model',
      }),
    ).toThrow(/REPLICATE_MODEL_VIRTUAL_TRYON: must be owner\/name:version/);
    const env = parseEnv({
      GENERATION_ENGINES: 'virtual-tryon=replicate',
      REPLICATE_API_TOKEN: 'r8_x',
      REPLICATE_MODEL_VIRTUAL_TRYON: `acme/tryon:${'a'.repeat(64)}`,
    });
    expect(parseGenerationEngines(env.GENERATION_ENGINES)['virtual-tryon']).toBe('replicate');
  });

  it('starts production on Replicate and Cog only with every token, model and container', () => {
    const engines =
      'virtual-tryon=replicate,body-generator=replicate,hairstyle-changer=cog,image-to-video=cog,image-editing=fal,product-to-model=local,model-swap=local';
    expect(() => parseEnv({ ...productionEnv, GENERATION_ENGINES: engines, FAL_KEY: 'k' })).toThrow(
      /REPLICATE_API_TOKEN[\s\S]*REPLICATE_MODEL_VIRTUAL_TRYON[\s\S]*REPLICATE_MODEL_BODY_GENERATOR[\s\S]*COG_URL_HAIRSTYLE_CHANGER[\s\S]*COG_URL_IMAGE_TO_VIDEO/,
    );
    const env = parseEnv({
      ...productionEnv,
      GENERATION_ENGINES: engines,
      FAL_KEY: 'k',
      REPLICATE_API_TOKEN: 'r8_token',
      REPLICATE_MODEL_VIRTUAL_TRYON: 'deployments/shop/tryon',
      REPLICATE_MODEL_BODY_GENERATOR: 'black-forest-labs/flux-dev',
      COG_URL_HAIRSTYLE_CHANGER: 'http://gpu-1:5000',
      COG_URL_IMAGE_TO_VIDEO: 'http://gpu-2:5000',
    });
    expect(parseGenerationEngines(env.GENERATION_ENGINES)['hairstyle-changer']).toBe('cog');
  });

  it('refuses to start cog without the container URL of each tool it makes', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'image-to-video=cog' })).toThrow(
      /COG_URL_IMAGE_TO_VIDEO: required when image-to-video runs on cog/,
    );
    const env = parseEnv({
      GENERATION_ENGINES: 'image-to-video=cog',
      COG_URL_IMAGE_TO_VIDEO: 'http://gpu-1:5000',
    });
    expect(parseGenerationEngines(env.GENERATION_ENGINES)['image-to-video']).toBe('cog');
  });

  it('names an unknown tool or engine', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'tryon=fal', FAL_KEY: 'k' })).toThrow(
      /unknown tool "tryon"/,
    );
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon=runpod' })).toThrow(
      /unknown engine "runpod" for virtual-tryon/,
    );
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon' })).toThrow(/unknown engine ""/);
  });
});

describe('GENERATION_ENGINES failover chains (decision 062)', () => {
  it('reads a tool’s engines in order, the first as its planned engine', () => {
    const value = parseEnv({
      GENERATION_ENGINES: 'virtual-tryon = fal | local',
      FAL_KEY: 'key-id:secret',
    }).GENERATION_ENGINES;
    expect(parseEngineChains(value)['virtual-tryon']).toEqual(['fal', 'local']);
    expect(parseEngineChains(value)['image-editing']).toEqual(['local']);
    expect(parseGenerationEngines(value)['virtual-tryon']).toBe('fal');
  });

  it('stops the start when a fallback engine is not configured', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon=local|fal' })).toThrow(
      /FAL_KEY: required/,
    );
    expect(() =>
      parseEnv({
        ...productionEnv,
        GENERATION_ENGINES: productionEnv.GENERATION_ENGINES!.replace(
          'virtual-tryon=local',
          'virtual-tryon=local|fal',
        ),
      }),
    ).toThrow(/FAL_KEY: required/);
  });

  it('names an unknown engine anywhere in a chain, and an engine named twice', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon=fal|nope', FAL_KEY: 'k' })).toThrow(
      /unknown engine "nope" for virtual-tryon/,
    );
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon=fal|fal', FAL_KEY: 'k' })).toThrow(
      /names an engine twice/,
    );
  });
});

describe('production profile', () => {
  const secrets = {
    NODE_ENV: 'production',
    APP_SECRET: 'a-real-app-secret-0123456789abcdef',
    JWT_SECRET: 'a-real-jwt-secret-0123456789abcdefghij',
  };

  it('starts with a complete production configuration, with no sandbox and no emulator', () => {
    const env = parseEnv(productionEnv);
    expect(env.PAYMENT_SANDBOX).toBe(false);
    expect(env.AUTH_EMULATOR).toBe(false);
  });

  it('keeps the sandbox and the emulator on by default outside production', () => {
    expect(parseEnv({}).PAYMENT_SANDBOX).toBe(true);
    expect(parseEnv({}).AUTH_EMULATOR).toBe(true);
  });

  it('refuses production with only its secrets, naming the sandbox and every other default', () => {
    const message = refusal(secrets);
    for (const name of [
      'PAYMENT_SANDBOX',
      'FIREBASE_PROJECT_ID',
      'GENERATION_ENGINES',
      'MAIL_TRANSPORT',
      'ADMIN_EMAILS',
      'PUBLIC_API_URL',
      'PUBLIC_SITE_URL',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).not.toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('accepts an explicit sandbox choice, or VNPay, as the gateway decision', () => {
    expect(refusal({ ...secrets, PAYMENT_SANDBOX: 'false' })).not.toContain('PAYMENT_SANDBOX');
    expect(
      refusal({ ...secrets, VNPAY_TMN_CODE: 'SHOP0001', VNPAY_HASH_SECRET: 'secret' }),
    ).not.toContain('PAYMENT_SANDBOX');
    expect(parseEnv({ ...productionEnv, PAYMENT_SANDBOX: 'true' }).PAYMENT_SANDBOX).toBe(true);
  });

  it('refuses the Auth emulator, by address or by the start flag', () => {
    const message = refusal({
      ...secrets,
      PAYMENT_SANDBOX: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(message).toContain('FIREBASE_AUTH_EMULATOR_HOST:');
    expect(message).not.toContain('PAYMENT_SANDBOX');
    expect(refusal({ ...productionEnv, AUTH_EMULATOR: 'true' })).toMatch(/^ {2}- AUTH_EMULATOR:/m);
  });

  it('refuses the demo Firebase project', () => {
    expect(refusal({ ...productionEnv, FIREBASE_PROJECT_ID: 'demo-kieu' })).toContain(
      'FIREBASE_PROJECT_ID: "demo-kieu" is an emulator-only demo project',
    );
  });

  it('refuses a tool left on the local engine by default, naming it', () => {
    const message = refusal({
      ...productionEnv,
      GENERATION_ENGINES: 'virtual-tryon=fal,body-generator=local',
      FAL_KEY: 'key-id:secret',
    });
    expect(message).toContain(
      'GENERATION_ENGINES: choose the engine of every tool (hairstyle-changer, image-to-video, image-editing',
    );
    expect(message).not.toContain('virtual-tryon,');
  });

  it('refuses the outbox, the built-in administrators and a missing public URL', () => {
    const outbox = { ...productionEnv, MAIL_TRANSPORT: 'outbox', SMTP_URL: undefined };
    expect(refusal(outbox)).toContain('MAIL_TRANSPORT:');
    expect(refusal({ ...productionEnv, ADMIN_EMAILS: undefined })).toContain('ADMIN_EMAILS:');
    expect(
      refusal({ ...productionEnv, ADMIN_EMAILS: 'admin@kieu.studio,founder@kieu.studio' }),
    ).toContain('ADMIN_EMAILS:');
    expect(refusal({ ...productionEnv, PUBLIC_API_URL: undefined })).toContain('PUBLIC_API_URL:');
    expect(refusal({ ...productionEnv, PUBLIC_SITE_URL: undefined })).toContain('PUBLIC_SITE_URL:');
  });

  it('warns at start about the sandbox, the demo engine and the embedded database', () => {
    const env = parseEnv({ ...productionEnv, PAYMENT_SANDBOX: 'true' });
    const warnings = productionWarnings(env, parseGenerationEngines(env.GENERATION_ENGINES));
    expect(warnings.join('\n')).toMatch(/PAYMENT_SANDBOX=true: the sandbox checkout is ON/);
    expect(warnings.join('\n')).toMatch(/virtual-tryon, .* run on the local demo engine/);
    expect(warnings.join('\n')).toMatch(/DATABASE_URL is unset/);
    expect(productionWarnings(parseEnv({}), {})).toEqual([]);
  });
});
