import type { Translation } from '../translation.ts';
import type { enContact } from '../en/contact.ts';

export const viContact: Translation<typeof enContact> = {};
