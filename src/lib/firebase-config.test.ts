import { describe, expect, it } from 'vitest';
import { FirebaseConfigError, checkFirebaseConfig } from './firebase-config.ts';

const good = { apiKey: 'AIza-demo', authDomain: 'demo.firebaseapp.com', projectId: 'demo-kieu' };

describe('the start-up Firebase configuration check', () => {
  it('accepts a complete configuration', () => {
    expect(checkFirebaseConfig({ ...good, emulatorUrl: 'http://127.0.0.1:9199' })).toMatchObject(
      good,
    );
  });

  it('names every missing or placeholder field', () => {
    const attempt = () =>
      checkFirebaseConfig({ apiKey: 'your_api_key', authDomain: '', projectId: 'p' });
    expect(attempt).toThrow(FirebaseConfigError);
    expect(attempt).toThrow(
      'Firebase configuration incomplete. Missing or invalid fields: apiKey, authDomain',
    );
  });

  it('refuses a project id that is a placeholder', () => {
    expect(() => checkFirebaseConfig({ ...good, projectId: 'your_project' })).toThrow(
      'Missing or invalid fields: projectId',
    );
  });

  it('gives the generic message when there is no configuration at all', () => {
    expect(() => checkFirebaseConfig(undefined)).toThrow(
      'Firebase configuration validation failed',
    );
  });
});
