import type { Translation } from '../translation.ts';
import type { enPricing } from '../en/pricing.ts';

export const viPricing: Translation<typeof enPricing> = {};
