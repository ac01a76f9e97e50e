import path from 'node:path';
import { enabledGateways } from '../routes/payments/payment-config.ts';
import { parseGenerationEngines, type Env } from '../env.ts';

/**
 * The environment the site is built with: the public configuration the browser needs (nothing
 * secret), each tool's engine and the folder of exported admin blog content. `npm start`, the tests and the API's
 * rebuild all build with this, so their builds are the same.
 */
export function siteBuildEnv(env: Env, apiUrl: string, siteUrl: string): Record<string, string> {
  return {
    PUBLIC_API_URL: apiUrl,
    PUBLIC_SITE_URL: siteUrl,
    PUBLIC_FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID,
    PUBLIC_FIREBASE_AUTH_EMULATOR_URL: env.AUTH_EMULATOR
      ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`
      : '',
    PUBLIC_DEV_TOOLS: String(env.MAIL_TRANSPORT === 'outbox'),
    // Decision 098: each tool's engine, so the public pages claim only what this deployment does.
    SITE_ENGINES: Object.entries(parseGenerationEngines(env.GENERATION_ENGINES))
      .map(([tool, engine]) => `${tool}=${engine}`)
      .join(','),
    // Issue 43: the footer shows the methods really accepted.
    SITE_PAYMENT_METHODS: enabledGateways(env).join(','),
    // Only when set, so builds without media origins keep their build hash.
    ...(env.PUBLIC_MEDIA_ORIGINS ? { PUBLIC_MEDIA_ORIGINS: env.PUBLIC_MEDIA_ORIGINS } : {}),
    BLOG_CONTENT_DIR: path.resolve(env.BLOG_CONTENT_DIR),
  };
}
