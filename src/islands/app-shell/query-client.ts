import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';

/** Spec §9: 3 retries with backoff up to 30 s; cached data lives 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx other than 429) will not change on retry; errors and time-outs may.
        retry: (failures, error) =>
          failures < 3 &&
          !(error instanceof ApiError && error.status < 500 && error.status !== 429),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
      },
    },
  });
}

/**
 * A page the browser restores from its back/forward cache keeps its islands and their cache as
 * they were when the reader left: read everything again, so an approval or a deletion made on the
 * page they went to (a result approved in history, then Back to its catalogue batch) shows.
 * Tab switches are covered by the queries' own refetch on focus.
 * @example useEffect(() => refetchOnReturn(queryClient), [queryClient]);
 */
export function refetchOnReturn(queryClient: QueryClient): () => void {
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) void queryClient.invalidateQueries();
  };
  addEventListener('pageshow', onShow);
  return () => removeEventListener('pageshow', onShow);
}
