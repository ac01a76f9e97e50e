import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { BillingStatus } from '../../contracts/billing.ts';
import type { Plan, PlansResponse } from '../../contracts/plans.ts';
import { api } from '../../lib/api-client.ts';
import { $session } from '../../stores/session.ts';

/**
 * The viewer's plan and the catalogue (cheapest first), for the download dialog's locks
 * (decision 041) and the dashboard's upsell. Null until both are known.
 */
export function useViewerPlan(enabled: boolean): { plan: Plan; plans: Plan[] } | null {
  const { token } = useStore($session);
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: () => api.get<PlansResponse>('/plans', { public: true }),
    enabled,
  });
  const billing = useQuery({
    queryKey: ['billing', token],
    queryFn: () => api.get<BillingStatus>('/billing'),
    enabled: enabled && Boolean(token),
  });
  const plan = plans.data?.plans.find((candidate) => candidate.id === billing.data?.planId);
  return plan && plans.data ? { plan, plans: plans.data.plans } : null;
}
