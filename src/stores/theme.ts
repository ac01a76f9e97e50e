/** localStorage key of the theme (spec §3 lists it among what is stored locally). */
export const THEME_KEY = 'kieu.theme';

/** The only theme: spec §1 fixes it to light. */
export const THEME = 'light';

/**
 * Spec §3: stores the theme, always 'light', so the stored state matches the spec's list.
 * Nothing reads it back: no screen offers another theme. Private modes without storage are fine.
 * @example storeTheme(localStorage)
 */
export function storeTheme(storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(THEME_KEY, THEME);
  } catch {
    // Storage full or refused: the theme is light either way.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
