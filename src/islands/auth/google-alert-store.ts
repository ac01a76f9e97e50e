import { atom } from 'nanostores';
import type { ActionKey, CauseKey } from '../../lib/firebase-errors.ts';

/** Spec §8: a Google internal error with details, shown as an alert dialog. */
export interface GoogleAlert {
  provider: 'Google';
  causes: CauseKey[];
  actions: ActionKey[];
}

export const $googleAlert = atom<GoogleAlert | null>(null);

export function showGoogleAlert(alert: GoogleAlert): void {
  $googleAlert.set(alert);
}

export function closeGoogleAlert(): void {
  $googleAlert.set(null);
}
