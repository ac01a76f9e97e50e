import type { Translation } from '../translation.ts';
import type { enAuth } from '../en/auth.ts';

export const viAuth: Translation<typeof enAuth> = {};
