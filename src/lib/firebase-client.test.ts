import { describe, expect, it } from 'vitest';
import {
  IdentityDataError,
  describeAuthFailure,
  identityPayload,
  shouldFallBackToRedirect,
  withRetries,
} from './firebase-client.ts';

const fbError = (code: string, message = `Firebase: Error (${code}).`, customData?: unknown) =>
  Object.assign(new Error(message), { code, customData });

describe('the email-and-password path (decision 049)', () => {
  it('is not offered: no email helpers, retries or text rule remain', async () => {
    const client: Record<string, unknown> = await import('./firebase-client.ts');
    for (const name of ['signInWithEmail', 'registerWithEmail', 'normalizeAuthCode']) {
      expect(client[name], name).toBeUndefined();
    }
    expect(Object.keys(client.RETRIES as object).sort()).toEqual(['popup', 'token']);
  });

  it('reads a wrong-password internal error as a Google configuration error', () => {
    const failure = describeAuthFailure(fbError('auth/internal-error', 'INVALID_PASSWORD'));
    expect(failure).toMatchObject({ kind: 'config', provider: 'Google' });
  });
});

describe('sign-in failures', () => {
  it('ignores a popup closed by the user or a cancelled request', () => {
    expect(describeAuthFailure(fbError('auth/popup-closed-by-user')).kind).toBe('ignored');
    expect(describeAuthFailure(fbError('auth/cancelled-popup-request')).kind).toBe('ignored');
  });

  it('reports a blocked popup and falls back to the redirect', () => {
    const failure = describeAuthFailure(fbError('auth/popup-blocked'));
    expect(failure.kind).toBe('popupBlocked');
    expect(shouldFallBackToRedirect(failure)).toBe(true);
  });

  it('turns an internal error into a configuration error named for the provider', () => {
    const bare = describeAuthFailure(fbError('auth/internal-error'));
    expect(bare).toMatchObject({ kind: 'config', provider: 'Google', hasDetails: false });
    expect(bare.causes).toEqual(['providerServer', 'network', 'popupBlocked']);
    expect(bare.actions).toEqual(['allowPopup', 'checkConnection', 'tryRedirect']);
    expect(shouldFallBackToRedirect(bare)).toBe(false);
    const detailed = describeAuthFailure(
      fbError('auth/internal-error', 'Firebase: Error (auth/internal-error).', {
        _serverResponse: '{"error":{"message":"CONFIGURATION_NOT_FOUND"}}',
      }),
    );
    expect(detailed.hasDetails).toBe(true);
  });

  it('maps network failures and invalid data', () => {
    expect(describeAuthFailure(fbError('auth/network-request-failed')).kind).toBe('network');
    expect(describeAuthFailure(new IdentityDataError('tokenInvalid'))).toMatchObject({
      kind: 'invalidData',
      reason: 'tokenInvalid',
    });
    expect(describeAuthFailure(fbError('auth/argument-error')).kind).toBe('invalidData');
  });

  it('passes other errors on with their message', () => {
    const failure = describeAuthFailure(fbError('auth/unauthorized-domain', 'nope'));
    expect(failure).toMatchObject({ kind: 'other', message: 'nope' });
  });
});

describe('the payload for the backend', () => {
  const user = {
    uid: 'uid-1',
    email: 'mai.nguyen@example.com',
    displayName: null,
    photoURL: null,
    emailVerified: true,
  };
  const token = 'x'.repeat(120);

  it('falls back to the email local part for the name', () => {
    expect(identityPayload(token, user).userData).toEqual({
      uid: 'uid-1',
      email: 'mai.nguyen@example.com',
      displayName: 'mai.nguyen',
      photoURL: null,
      emailVerified: true,
    });
  });

  it('refuses a short token and a user without email or uid', () => {
    expect(() => identityPayload('short', user)).toThrow(IdentityDataError);
    expect(() => identityPayload(token, { ...user, email: null })).toThrow(
      expect.objectContaining({ reason: 'userDataInvalid' }),
    );
  });
});

describe('retries', () => {
  it('retries retryable errors with a growing delay, and stops at the limit', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(fbError('auth/network-request-failed'));
    };
    await expect(
      withRetries(failing, { attempts: 3, delayMs: 1000, factor: 1.5 }, async (ms) => {
        sleeps.push(ms);
      }),
    ).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1000, 1500]);
  });

  it('does not retry a wrong password', async () => {
    let calls = 0;
    await expect(
      withRetries(
        () => {
          calls += 1;
          return Promise.reject(fbError('auth/wrong-password'));
        },
        { attempts: 2, delayMs: 1 },
      ),
    ).rejects.toBeTruthy();
    expect(calls).toBe(1);
  });
});
