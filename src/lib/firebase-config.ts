/** What the browser needs to reach Firebase Auth (from astro:env at build time). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's URL; empty or undefined for the real project. */
  emulatorUrl?: string | undefined;
}

const REQUIRED = ['apiKey', 'authDomain', 'projectId'] as const;

/** Spec §5: the start-up configuration check failed. */
export class FirebaseConfigError extends Error {
  constructor(
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
    this.name = 'FirebaseConfigError';
  }
}

/**
 * Spec §5: apiKey, authDomain and projectId must be present and not placeholders starting
 * with 'your_'. Throws FirebaseConfigError naming the bad fields, or the generic message when
 * the configuration cannot be read at all.
 * @example checkFirebaseConfig({ apiKey: 'your_key', authDomain: 'x', projectId: 'y' })
 * // throws 'Firebase configuration incomplete. Missing or invalid fields: apiKey'
 */
export function checkFirebaseConfig(config: unknown): FirebaseWebConfig {
  let invalid: string[];
  try {
    const record = config as Record<string, unknown>;
    invalid = REQUIRED.filter((field) => {
      const value = record[field];
      return typeof value !== 'string' || value.trim() === '' || value.startsWith('your_');
    });
  } catch {
    throw new FirebaseConfigError('Firebase configuration validation failed');
  }
  if (invalid.length) {
    throw new FirebaseConfigError(
      `Firebase configuration incomplete. Missing or invalid fields: ${invalid.join(', ')}`,
      invalid,
    );
  }
  return config as FirebaseWebConfig;
}
