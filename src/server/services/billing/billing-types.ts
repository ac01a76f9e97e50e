import type { billingCycles } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type BillingCycle = (typeof billingCycles)[number];
