import type { Translation } from '../translation.ts';
import type { enAbout } from '../en/about.ts';

export const viAbout: Translation<typeof enAbout> = {};
