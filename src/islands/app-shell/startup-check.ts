import { FirebaseConfigError, checkFirebaseConfig } from '../../lib/firebase-config.ts';

/**
 * Spec §5: the identity provider's configuration is checked when the app starts, not first at
 * a Google sign-in. A bad configuration does not stop the page (email sign-in still works): the
 * error is logged with the spec's message and returned; Google sign-in shows it again when used.
 * @example checkConfigAtStartup({ apiKey: 'your_key', authDomain: 'a', projectId: 'p' })
 * // logs and returns 'Firebase configuration incomplete. Missing or invalid fields: apiKey'
 */
export function checkConfigAtStartup(
  config: unknown,
  log: (message: string) => void = (message) => console.error(message),
): FirebaseConfigError | null {
  try {
    checkFirebaseConfig(config);
    return null;
  } catch (error) {
    const failure =
      error instanceof FirebaseConfigError
        ? error
        : new FirebaseConfigError('Firebase configuration validation failed');
    log(failure.message);
    return failure;
  }
}
