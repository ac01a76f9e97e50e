import { useQuery } from '@tanstack/react-query';
import type { StudioTool } from '../../../contracts/studio.ts';
import { fetchEstimate, generationKeys } from './generation-api.ts';

/** GET /ai/estimate for a tool: its cost, the balance, whether it is enough, the wait. */
export function useEstimate(tool: StudioTool) {
  return useQuery({
    queryKey: generationKeys.estimate(tool),
    queryFn: () => fetchEstimate(tool),
    retry: 1,
  });
}
