import type { Translation } from '../translation.ts';
import type { enLegal } from '../en/legal.ts';

export const viLegal: Translation<typeof enLegal> = {};
