import {
  PUBLIC_API_URL,
  PUBLIC_FIREBASE_API_KEY,
  PUBLIC_FIREBASE_AUTH_DOMAIN,
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL,
  PUBLIC_FIREBASE_PROJECT_ID,
} from 'astro:env/client';
import { configureApiClient } from '../../lib/api-client.ts';
import type { FirebaseWebConfig } from '../../lib/firebase-config.ts';

/** The browser configuration baked in at build time (astro:env). */
export const firebaseConfig: FirebaseWebConfig = {
  apiKey: PUBLIC_FIREBASE_API_KEY,
  authDomain: PUBLIC_FIREBASE_AUTH_DOMAIN,
  projectId: PUBLIC_FIREBASE_PROJECT_ID,
  emulatorUrl: PUBLIC_FIREBASE_AUTH_EMULATOR_URL || undefined,
};

configureApiClient({ baseUrl: PUBLIC_API_URL });

export { PUBLIC_DEV_TOOLS as devToolsEnabled } from 'astro:env/client';
