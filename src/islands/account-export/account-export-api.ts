import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountExportStatus } from '../../contracts/account-export.ts';
import { ApiError, api } from '../../lib/api-client.ts';

const latestKey = ['account-export', 'latest'] as const;

/** Still being built: the profile polls until it is ready, failed or expired. */
export const isUnfinished = (status: AccountExportStatus | null | undefined) =>
  status?.status === 'queued' || status?.status === 'running';

/**
 * The latest export of the account (null when there is none), polled each second while it is
 * queued or running (decision 055).
 */
export function useLatestExport() {
  return useQuery({
    queryKey: latestKey,
    queryFn: async () => {
      try {
        return await api.get<AccountExportStatus>('/auth/account/export/latest');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (isUnfinished(query.state.data) ? 1000 : false),
  });
}

/** POST /auth/account/export: the new export, or the one already running; it becomes the latest. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return async () => {
    const status = await api.post<AccountExportStatus>('/auth/account/export', {});
    queryClient.setQueryData(latestKey, status);
    return status;
  };
}
