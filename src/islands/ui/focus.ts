/** Focus helpers shared by the dialogs and the tool steppers (issue 25: focus never on body). */

/** True when nothing has focus: the focused element was removed, hidden or disabled. */
export function lostFocus(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * Moves focus to a heading (or any element) that is not focusable by Tab, so a screen reader
 * reads it out as the new place; tabIndex -1 keeps it out of the Tab order.
 * @example focusHeading(headingRef.current)
 */
export function focusHeading(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
  return document.activeElement === element;
}

/** Where focus goes when what it should return to is gone: the page's own heading. */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main');
  focusHeading(heading as HTMLElement | null);
}
