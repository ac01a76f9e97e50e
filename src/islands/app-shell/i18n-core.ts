import { enAuthUi } from '../../i18n/en/auth-ui.ts';
import { enAuth } from '../../i18n/en/auth.ts';
import { enHistory } from '../../i18n/en/history.ts';
import { enProfile } from '../../i18n/en/profile.ts';
import { enSession } from '../../i18n/en/session.ts';
import { enValidation } from '../../i18n/en/validation.ts';
import type { Locale } from '../../i18n/locales.ts';
import { viAuthUi } from '../../i18n/vi/auth-ui.ts';
import { viAuth } from '../../i18n/vi/auth.ts';
import { viHistory } from '../../i18n/vi/history.ts';
import { viProfile } from '../../i18n/vi/profile.ts';
import { viSession } from '../../i18n/vi/session.ts';
import { viValidation } from '../../i18n/vi/validation.ts';

// Only the areas the account islands use ship to the browser, not the whole site's copy.
const en = { ...enAuth, ...enValidation, ...enAuthUi, ...enSession, ...enProfile, ...enHistory };
export type IslandKey = keyof typeof en;
const dictionaries: Record<Locale, Record<IslandKey, string>> = {
  en,
  vi: { ...viAuth, ...viValidation, ...viAuthUi, ...viSession, ...viProfile, ...viHistory },
};

export type IslandT = (key: IslandKey, params?: Record<string, string | number>) => string;

/** A translator for the islands' areas; unknown keys (a server text) come back unchanged. */
export function islandT(locale: Locale): IslandT {
  const dictionary = dictionaries[locale];
  return (key, params) =>
    (dictionary[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      params && name in params ? String(params[name]) : match,
    );
}
