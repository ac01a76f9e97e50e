/** Spec §9: a tooltip opens after the pointer rests this long on its trigger. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Spec §9: within this long of another tooltip closing, the next one opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** What every tooltip on the page shares: how many are open, when the last one closed. */
export interface TooltipGroup {
  open: number;
  lastClosedAt: number | null;
}

/**
 * How long a hovered trigger waits before its tooltip opens: at once while another tooltip is
 * open or closed less than the skip delay ago (moving along a row of icons), else the open delay.
 * @example hoverDelay(1000, { open: 0, lastClosedAt: 900 }) // 0
 * @example hoverDelay(1000, { open: 0, lastClosedAt: null }) // 700
 */
export function hoverDelay(now: number, group: TooltipGroup): number {
  if (group.open > 0) return 0;
  if (group.lastClosedAt !== null && now - group.lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return 0;
  return TOOLTIP_OPEN_DELAY_MS;
}
