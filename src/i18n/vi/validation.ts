import type { Translation } from '../translation.ts';
import type { enValidation } from '../en/validation.ts';

export const viValidation: Translation<typeof enValidation> = {};
