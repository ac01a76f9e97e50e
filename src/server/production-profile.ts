import { qrGateways } from '../contracts/billing.ts';
import { studioTools } from '../contracts/studio.ts';
import { hasRailCredentials } from './payments/rails/rail-credentials.ts';

/**
 * What production refuses to start with, and what it starts with but warns about at every start
 * (decision 030). Each problem names its variable and how to fix it, so an operator reading the
 * one line the process printed before exiting knows what to change.
 */

/** The built-in administrators of a development install: nobody may own them in production. */
export const DEFAULT_ADMIN_EMAILS = 'admin@kieu.studio,founder@kieu.studio';

/** The subset of the parsed configuration the checks read. */
export interface ProfileInput {
  NODE_ENV: string;
  PAYMENT_SANDBOX: boolean;
  PAYMENT_STANDINS: boolean;
  VNPAY_TMN_CODE?: string;
  PAYOS_CLIENT_ID?: string;
  PAYOS_API_KEY?: string;
  PAYOS_CHECKSUM_KEY?: string;
  MOMO_PARTNER_CODE?: string;
  MOMO_ACCESS_KEY?: string;
  MOMO_SECRET_KEY?: string;
  ZALOPAY_APP_ID?: string;
  ZALOPAY_KEY1?: string;
  ZALOPAY_KEY2?: string;
  MOMO_URL: string;
  ZALOPAY_URL: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  FIREBASE_PROJECT_ID: string;
  AUTH_EMULATOR: boolean;
  MAIL_TRANSPORT: string;
  ADMIN_EMAILS: string;
  PUBLIC_API_URL?: string;
  PUBLIC_SITE_URL?: string;
  DATABASE_URL?: string;
  C2PA_CERT_PEM?: string;
  API_INPUT_URL_ALLOW_PRIVATE: boolean;
}

/** VNPay or a QR rail with its real credentials (issue 43). */
function realGatewayConfigured(env: ProfileInput): boolean {
  return (
    Boolean(env.VNPAY_TMN_CODE) || qrGateways.some((gateway) => hasRailCredentials(env, gateway))
  );
}

/** The tools GENERATION_ENGINES names explicitly, whatever engine it gives them. */
export function toolsNamedIn(generationEngines: string): Set<string> {
  return new Set(
    generationEngines
      .split(',')
      .map((entry) => entry.split('=')[0]?.trim() ?? '')
      .filter(Boolean),
  );
}

/**
 * Reasons production must not start, one per variable (empty outside production).
 * `raw` is the environment as given, to tell an explicit choice from a default.
 * @example productionProblems(env, {}) // ['PAYMENT_SANDBOX: …', 'FIREBASE_PROJECT_ID: …', …]
 */
export function productionProblems(
  env: ProfileInput,
  raw: Record<string, string | undefined>,
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.PAYMENT_STANDINS) {
    problems.push(
      "PAYMENT_STANDINS: the built-in stand-ins for payOS, MoMo and ZaloPay confirm payments nobody made; unset it in production and set each rail's credentials",
    );
  }
  // Their defaults are the providers' test hosts, where no real money moves.
  if (
    hasRailCredentials(env, 'momo') &&
    new URL(env.MOMO_URL).hostname === 'test-payment.momo.vn'
  ) {
    problems.push("MOMO_URL: still MoMo's test host; set https://payment.momo.vn in production");
  }
  if (
    hasRailCredentials(env, 'zalopay') &&
    new URL(env.ZALOPAY_URL).hostname === 'sb-openapi.zalopay.vn'
  ) {
    problems.push(
      "ZALOPAY_URL: still ZaloPay's sandbox; set https://openapi.zalopay.vn in production",
    );
  }
  if (raw.PAYMENT_SANDBOX === undefined && !realGatewayConfigured(env)) {
    problems.push(
      'PAYMENT_SANDBOX: no payment gateway is configured. Set VNPAY_TMN_CODE and VNPAY_HASH_SECRET (or a VietQR, MoMo or ZaloPay rail), ' +
        'or PAYMENT_SANDBOX=false to run without paid checkout, or PAYMENT_SANDBOX=true only for a ' +
        'test deployment (its checkout gives any plan away for free)',
    );
  }
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST: the Auth emulator accepts unsigned tokens; unset it in production',
    );
  }
  if (env.AUTH_EMULATOR) {
    problems.push(
      'AUTH_EMULATOR: the Auth emulator never runs in production; unset it or set false',
    );
  }
  if (env.API_INPUT_URL_ALLOW_PRIVATE) {
    problems.push(
      'API_INPUT_URL_ALLOW_PRIVATE: inputs by URL would reach http, localhost and private addresses (a cloud metadata service, internal pages); unset it in production',
    );
  }
  if (env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    problems.push(
      `FIREBASE_PROJECT_ID: "${env.FIREBASE_PROJECT_ID}" is an emulator-only demo project; set your Firebase project id`,
    );
  }
  const unnamed = studioTools.filter(
    (tool) => !toolsNamedIn(raw.GENERATION_ENGINES ?? '').has(tool),
  );
  if (unnamed.length > 0) {
    problems.push(
      `GENERATION_ENGINES: choose the engine of every tool (${unnamed.join(', ')} would run on the ` +
        'local demo engine by default), e.g. virtual-tryon=fal,…; name `local` only to sell demo results on purpose',
    );
  }
  if (env.MAIL_TRANSPORT === 'outbox') {
    problems.push(
      'MAIL_TRANSPORT: the outbox shows every one-time code and reset link at /dev/outbox; set MAIL_TRANSPORT=smtp and SMTP_URL',
    );
  }
  if (raw.ADMIN_EMAILS === undefined || env.ADMIN_EMAILS === DEFAULT_ADMIN_EMAILS) {
    problems.push(
      'ADMIN_EMAILS: the built-in administrator addresses are public; list your administrators',
    );
  }
  if (!env.PUBLIC_API_URL) {
    problems.push(
      "PUBLIC_API_URL: required in production; links and payment notices are built from it, never from a request's Host",
    );
  }
  if (!env.C2PA_CERT_PEM) {
    problems.push(
      'C2PA_CERT_PEM: results must carry content credentials signed with your certificate; set C2PA_CERT_PEM and C2PA_KEY_PEM (ES256; the development chain is trusted by nobody)',
    );
  }
  if (!env.PUBLIC_SITE_URL) {
    problems.push(
      'PUBLIC_SITE_URL: required in production; links in mail and payment returns use it',
    );
  }
  return problems;
}

/**
 * Choices production accepts but an operator must see at every start: the sandbox gateway and
 * the demo engine chosen on purpose, the embedded database, no gateway at all.
 */
export function productionWarnings(
  env: ProfileInput & { GENERATION_ENGINES: string },
  engines: Record<string, string>,
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (env.PAYMENT_SANDBOX) {
    warnings.push(
      'PAYMENT_SANDBOX=true: the sandbox checkout is ON in production; anyone can buy any plan for free',
    );
  }
  if (!env.PAYMENT_SANDBOX && !realGatewayConfigured(env)) {
    warnings.push('no payment gateway is configured: paid plans cannot be bought');
  }
  const local = Object.entries(engines)
    .filter(([, engine]) => engine === 'local')
    .map(([tool]) => tool);
  if (local.length > 0) {
    warnings.push(
      `GENERATION_ENGINES: ${local.join(', ')} run on the local demo engine; their results are marked "demo engine"`,
    );
  }
  if (!env.DATABASE_URL) {
    warnings.push('DATABASE_URL is unset: the embedded database serves one machine only');
  }
  return warnings;
}
