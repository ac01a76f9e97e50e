import { generateSigningPair } from '../../src/server/provenance/signing-chain.ts';

/** A signing pair made for this test run, as an operator's CA would issue one. */
const signing = await generateSigningPair();

/**
 * A complete production configuration that passes every start-up check (decision 030), for
 * tests that start or parse a production API and change one variable at a time.
 */
export const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-real-app-secret-0123456789abcdef',
  JWT_SECRET: 'a-real-jwt-secret-0123456789abcdefghij',
  PAYMENT_SANDBOX: 'false',
  FIREBASE_PROJECT_ID: 'kieu-studio-prod',
  GENERATION_ENGINES:
    'virtual-tryon=local,body-generator=local,hairstyle-changer=local,image-to-video=local,image-editing=local,product-to-model=local,model-swap=local',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  ADMIN_EMAILS: 'owner@shop.example',
  PUBLIC_API_URL: 'https://api.shop.example',
  PUBLIC_SITE_URL: 'https://shop.example',
  METRICS_TOKEN: 'a-real-metrics-token-0123456789',
  C2PA_CERT_PEM: signing.certPem,
  C2PA_KEY_PEM: signing.keyPem,
};
