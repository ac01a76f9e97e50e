import type { Translation } from '../translation.ts';
import type { enPayment } from '../en/payment.ts';

export const viPayment: Translation<typeof enPayment> = {};
