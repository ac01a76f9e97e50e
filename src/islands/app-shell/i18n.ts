import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $locale } from '../../stores/locale.ts';
import { islandT, type IslandKey, type IslandT } from './i18n-core.ts';

export { islandT, type IslandKey, type IslandT } from './i18n-core.ts';

/** The translator of the current app language ($locale). */
export function useT(): IslandT {
  const locale = useStore($locale);
  return useCallback<IslandT>((key, params) => islandT(locale)(key, params), [locale]);
}

/** Translates a contract message (a dictionary key) from a form error. */
export function fieldMessage(t: IslandT, message: string | undefined): string | undefined {
  return message ? t(message as IslandKey) : undefined;
}
