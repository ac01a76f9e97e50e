import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';

export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /**
   * When the person last entered their credentials at the provider: the token's auth_time, but
   * never later than the last sign-in Firebase recorded for the uid.
   */
  authTime: Date;
}

export interface FirebaseVerifier {
  /**
   * The identity an ID token proves, read from Firebase's own record of its uid; null when the
   * token is forged, expired or revoked, the user is unknown or disabled, or the token's email
   * is not the record's.
   */
  verify(idToken: string): Promise<FirebaseIdentity | null>;
  /**
   * Removes the uid from Firebase Auth when its account is deleted (decision 056); a uid
   * Firebase no longer knows is already gone.
   */
  deleteUser(uid: string): Promise<void>;
  close(): Promise<void>;
}

/** Answers that mean "this token proves nobody"; anything else is our side or the network. */
const REFUSALS = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * Checks Firebase ID tokens with firebase-admin for FIREBASE_PROJECT_ID (against Google's keys,
 * or, with FIREBASE_AUTH_EMULATOR_HOST, the Auth emulator), then reads the uid's record with
 * `getUser` (decision 031). The emulator's tokens are unsigned, so their claims are only what the
 * caller typed: email, verification and name always come from the record. In production both
 * calls need service-account credentials (Application Default Credentials).
 */
export function createFirebaseVerifier(
  env: Pick<Env, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST'>,
  logger?: Logger,
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
  const refused = (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !REFUSALS.has(code)) {
      logger?.error({ code, reason: (error as Error).name }, 'firebase check failed');
    }
    return null;
  };
  return {
    async verify(idToken) {
      let decoded: DecodedIdToken;
      let record: UserRecord;
      try {
        // Signature, project, issuer, expiry, and (checkRevoked) sessions the provider ended.
        decoded = await auth.verifyIdToken(idToken, true);
        record = await auth.getUser(decoded.uid);
      } catch (error) {
        return refused(error);
      }
      if (record.disabled) return null;
      const email = record.email?.toLowerCase();
      // A token naming another address was edited, or predates an address change: either way
      // it does not speak for this record.
      const claimed = typeof decoded.email === 'string' ? decoded.email.toLowerCase() : undefined;
      if (claimed !== email) return null;
      if (env.FIREBASE_AUTH_EMULATOR_HOST && !copiesEmulatorRecord(decoded, record)) return null;
      return {
        uid: record.uid,
        email,
        emailVerified: record.emailVerified,
        name: record.displayName?.trim() || undefined,
        // The later of the token's own claim and Firebase's record of the last sign-in: the
        // emulator's tokens are unsigned, and a claim alone could be edited to look fresh.
        authTime: new Date(
          Math.min(decoded.auth_time * 1000, Date.parse(record.metadata.lastSignInTime ?? '') || 0),
        ),
      };
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      }
    },
    close: () => deleteApp(app),
  };
}

/**
 * The emulator signs nothing, so a token naming someone else's uid and address is easy to write
 * (issue 39, defect 5). A token the emulator issued is a copy of the record at that moment: the
 * uid as `sub` and `user_id`, the verification flag, and as `auth_time` the second of the
 * record's last sign-in. Anything else was edited, or predates a later sign-in or verification,
 * and does not speak for the record (decision 092).
 */
function copiesEmulatorRecord(decoded: DecodedIdToken, record: UserRecord): boolean {
  const lastSignIn = Date.parse(record.metadata.lastSignInTime ?? '');
  return (
    decoded.sub === record.uid &&
    decoded.user_id === record.uid &&
    decoded.email_verified === record.emailVerified &&
    Number.isFinite(lastSignIn) &&
    decoded.auth_time * 1000 === lastSignIn
  );
}
