import { z } from 'zod';
import { planIds } from './plans.ts';
import { studioTools } from './studio.ts';

/** GET /dashboard/summary: the signed-in user's stats, credits and membership (spec §2.4). */
export const dashboardSummarySchema = z.object({
  stats: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    processing: z.number().int(),
    failed: z.number().int(),
    this_month: z.number().int(),
    by_tool: z.record(z.enum(studioTools), z.number().int()),
  }),
  credits: z.object({
    balance: z.number().int(),
    next_expiry: z.iso.datetime({ offset: true }).nullable(),
  }),
  plan: z.object({ id: z.enum(planIds) }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
