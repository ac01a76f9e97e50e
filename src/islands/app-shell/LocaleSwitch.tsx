import { useStore } from '@nanostores/react';
import { localeCodes, locales } from '../../i18n/locales.ts';
import { $locale, setLocale } from '../../stores/locale.ts';
import { useT } from './i18n.ts';

/** Spec §1: the language switch of the app pages; the choice is remembered. */
export function LocaleSwitch() {
  const t = useT();
  const locale = useStore($locale);
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-ink-700">
      <span>{t('session.language')}</span>
      <select
        value={locale}
        onChange={(event) => setLocale(event.target.value as typeof locale)}
        className="rounded-md border border-ink-300 bg-white px-2 py-1 text-ink-900"
      >
        {localeCodes.map((code) => (
          <option key={code} value={code} lang={locales[code].htmlLang}>
            {locales[code].label}
          </option>
        ))}
      </select>
    </label>
  );
}
