import { describe, expect, it, vi } from 'vitest';
import { FirebaseConfigError } from '../../lib/firebase-config.ts';
import { checkConfigAtStartup } from './startup-check.ts';

const good = { apiKey: 'AIza-demo', authDomain: 'demo.firebaseapp.com', projectId: 'demo-kieu' };

describe('the identity provider configuration check at start-up (spec §5)', () => {
  it('passes a complete configuration without logging', () => {
    const log = vi.fn();
    expect(checkConfigAtStartup(good, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('logs and returns the spec message naming placeholder and missing fields', () => {
    const log = vi.fn();
    const failure = checkConfigAtStartup({ ...good, apiKey: 'your_api_key', projectId: '' }, log);
    expect(failure).toBeInstanceOf(FirebaseConfigError);
    expect(failure?.fields).toEqual(['apiKey', 'projectId']);
    expect(log).toHaveBeenCalledWith(
      'Firebase configuration incomplete. Missing or invalid fields: apiKey, projectId',
    );
  });

  it('uses the generic message when there is no configuration to read', () => {
    const log = vi.fn();
    expect(checkConfigAtStartup(null, log)?.message).toBe(
      'Firebase configuration validation failed',
    );
    expect(log).toHaveBeenCalledWith('Firebase configuration validation failed');
  });
});
