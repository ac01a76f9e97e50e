import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $authModal, closeAuthModal, openAuthModal, showAuthView } from './auth-modal-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  closeAuthModal();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('the resend wait carried by the auth modal', () => {
  it('goes with the email from register to the verify step', () => {
    openAuthModal('register');
    showAuthView('verify', 'lan@kieu.vn', { resendAt: 61_000 });
    expect($authModal.get()).toMatchObject({
      view: 'verify',
      email: 'lan@kieu.vn',
      resendAt: 61_000,
    });
  });

  it('is kept through login for the same email and dropped for another', () => {
    showAuthView('verify', 'lan@kieu.vn', { resendAt: 61_000 });
    showAuthView('login');
    showAuthView('verify', 'lan@kieu.vn');
    expect($authModal.get().resendAt).toBe(61_000);
    showAuthView('verify', 'mai@kieu.vn');
    expect($authModal.get().resendAt).toBe(0);
  });

  it('is cleared with the rest of the modal after it closes', () => {
    vi.useFakeTimers();
    showAuthView('verify', 'lan@kieu.vn', { resendAt: 61_000 });
    closeAuthModal();
    vi.advanceTimersByTime(300);
    expect($authModal.get()).toEqual({
      open: false,
      view: null,
      email: '',
      resendAt: 0,
      confirmation: '',
    });
    vi.useRealTimers();
  });
});

describe('the Google sign-in handle carried by the auth modal (decision 092)', () => {
  it('reaches the confirm step it was given to, and no other view', () => {
    showAuthView('confirm', 'lan@kieu.vn', { confirmation: 'handle' });
    expect($authModal.get()).toMatchObject({ view: 'confirm', confirmation: 'handle' });
    showAuthView('login');
    expect($authModal.get().confirmation).toBe('');
  });
});
