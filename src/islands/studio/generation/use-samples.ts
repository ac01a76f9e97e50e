import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { SampleKind, SampleList } from '../../../contracts/samples.ts';
import { api } from '../../../lib/api-client.ts';
import { $locale } from '../../../stores/locale.ts';

/**
 * GET /samples?kind=: the sample models or garments, named in the app's language. They never
 * change while the page is open, so one answer serves every picker and the history's labels.
 * @example const models = useSamples('model'); models.data?.items
 */
export function useSamples(kind: SampleKind, enabled = true) {
  const locale = useStore($locale);
  return useQuery({
    queryKey: ['samples', kind, locale],
    queryFn: () => api.get<SampleList>(`/samples?kind=${kind}`),
    staleTime: Infinity,
    enabled,
  });
}
