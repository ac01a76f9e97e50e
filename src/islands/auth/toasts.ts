import { toast } from 'sonner';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import type { IslandKey, IslandT } from '../app-shell/i18n.ts';

/**
 * Spec §8: an error toast with our title; the description is the server's text (already in
 * the caller's language), else the fallback.
 */
export function errorToast(t: IslandT, title: IslandKey, error: unknown, fallback?: IslandKey) {
  let description: string | undefined;
  if (error instanceof ApiError && !error.message.startsWith('API request failed')) {
    description = error.message;
  } else if (error instanceof NetworkError) {
    description = t('authUi.error.networkBody');
  } else if (fallback) {
    description = t(fallback);
  }
  toast.error(t(title), { description });
}
