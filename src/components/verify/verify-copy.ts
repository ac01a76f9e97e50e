import { enTools } from '../../i18n/en/tools.ts';
import { enVerify } from '../../i18n/en/verify.ts';
import type { Locale } from '../../i18n/locales.ts';
import { viTools } from '../../i18n/vi/tools.ts';
import { viVerify } from '../../i18n/vi/verify.ts';

// Only the verify page's area and the tools' names ship with the island: it sits on a public
// page, so it does not carry the account islands' dictionaries.
const en = { ...enVerify, ...enTools };
export type VerifyKey = keyof typeof en;
const dictionaries: Record<Locale, Record<VerifyKey, string>> = {
  en,
  vi: { ...viVerify, ...viTools },
};

export type VerifyT = (key: VerifyKey, params?: Record<string, string | number>) => string;

/**
 * The verify island's translator for the page's language.
 * @example verifyT('vi')('verify.choose') // 'Chọn tệp'
 */
export function verifyT(locale: Locale): VerifyT {
  const dictionary = dictionaries[locale];
  return (key, params) =>
    dictionary[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      params && name in params ? String(params[name]) : match,
    );
}
