import type { Db } from '../../db/database.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const billingCycles = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof billingCycles)[number];
