import { useQuery } from '@tanstack/react-query';
import { costQuery } from '../../../contracts/option-credits.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { fetchEstimate, generationKeys } from './generation-api.ts';

/**
 * GET /ai/estimate for a tool with its priced options: the cost, the balance, whether it is
 * enough, the wait.
 */
export function useEstimate(tool: StudioTool, options: Record<string, unknown> = {}) {
  return useQuery({
    queryKey: generationKeys.estimate(tool, costQuery(options)),
    queryFn: () => fetchEstimate(tool, options),
    retry: 1,
    // The balance and engine stay while another option's credits load.
    placeholderData: (previous) => previous,
  });
}
