/**
 * Toasts left for the next page of this tab (a login's redirect, a payment's return). Kept free
 * of React so a public page's small script can leave one too (decision 102).
 */
const PENDING_TOASTS_KEY = 'kieu.pendingToasts';

export interface PendingToast {
  title: string;
  description?: string;
  duration?: number;
}

/** A toast to show on the next page, after a navigation. */
export function toastAfterNavigation(pending: PendingToast): void {
  const list = readPending();
  sessionStorage.setItem(PENDING_TOASTS_KEY, JSON.stringify([...list, pending]));
}

/** The toasts left by the previous page, forgotten once read. */
export function takePendingToasts(): PendingToast[] {
  const list = readPending();
  sessionStorage.removeItem(PENDING_TOASTS_KEY);
  return list;
}

function readPending(): PendingToast[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(PENDING_TOASTS_KEY) ?? '[]');
    return Array.isArray(list) ? (list as PendingToast[]) : [];
  } catch {
    return [];
  }
}
