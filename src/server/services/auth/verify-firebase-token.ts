import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Env } from '../../env.ts';

export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface FirebaseVerifier {
  /** The identity an ID token proves, or null when it is forged, expired or revoked. */
  verify(idToken: string): Promise<FirebaseIdentity | null>;
  close(): Promise<void>;
}

/**
 * Checks Firebase ID tokens with firebase-admin for FIREBASE_PROJECT_ID: against Google's keys,
 * or, with FIREBASE_AUTH_EMULATOR_HOST, against the Auth emulator (whose tokens are unsigned;
 * the emulator is asked whether the user exists and is enabled).
 */
export function createFirebaseVerifier(
  env: Pick<Env, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST'>,
): FirebaseVerifier {
  // firebase-admin reads the emulator address from the process environment when the Auth
  // instance is made; env.ts has already validated it, so it is handed over here and nowhere else.
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  } else {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, `kieu-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        // Signature, project, issuer and expiry. Against the emulator firebase-admin also asks
        // whether the user exists and is enabled; doing that in production (checkRevoked) needs
        // service-account credentials, which the deployment does not have yet.
        const decoded = await auth.verifyIdToken(idToken);
        return {
          uid: decoded.uid,
          email: decoded.email?.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
        };
      } catch {
        return null;
      }
    },
    close: () => deleteApp(app),
  };
}
