import { tutorialTimings, type TutorialPlacement } from './tutorial-types.ts';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export type Side = Exclude<TutorialPlacement, 'auto'>;

export interface TooltipPositionInput {
  /** The highlighted box (target plus padding), in viewport pixels; null centres the tooltip. */
  target: Rect | null;
  tooltip: Size;
  viewport: Size;
  placement?: TutorialPlacement;
  offset?: { x: number; y: number };
  /** Space between the target and the tooltip (spec §9: 16 px). */
  gap?: number;
  /** The tooltip stays this far inside the viewport (spec §9: 16 px). */
  margin?: number;
}

export interface TooltipPosition {
  top: number;
  left: number;
  /** The side used; 'center' for steps without a target. */
  side: Side | 'center';
}

const AUTO_ORDER: Side[] = ['bottom', 'top', 'right', 'left'];
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** The room beside the target on each side, less the gap and the margin. */
function room(target: Rect, viewport: Size, gap: number, margin: number): Record<Side, number> {
  return {
    top: target.top - gap - margin,
    bottom: viewport.height - (target.top + target.height) - gap - margin,
    left: target.left - gap - margin,
    right: viewport.width - (target.left + target.width) - gap - margin,
  };
}

const need = (side: Side, tooltip: Size) =>
  side === 'top' || side === 'bottom' ? tooltip.height : tooltip.width;

/**
 * The side a tooltip goes on: the asked side if it fits, else its opposite if that fits; 'auto'
 * takes the first side that fits (bottom, top, right, left), else the roomiest.
 * @example chooseSide('auto', target, { width: 320, height: 200 }, viewport) // 'bottom'
 */
export function chooseSide(
  placement: TutorialPlacement,
  target: Rect,
  tooltip: Size,
  viewport: Size,
  gap: number = tutorialTimings.targetGap,
  margin: number = tutorialTimings.viewportMargin,
): Side {
  const space = room(target, viewport, gap, margin);
  const fits = (side: Side) => space[side] >= need(side, tooltip);
  if (placement !== 'auto') {
    if (fits(placement) || !fits(OPPOSITE[placement])) return placement;
    return OPPOSITE[placement];
  }
  const first = AUTO_ORDER.find(fits);
  if (first) return first;
  return AUTO_ORDER.reduce((best, side) =>
    space[side] - need(side, tooltip) > space[best] - need(best, tooltip) ? side : best,
  );
}

const clamp = (value: number, min: number, max: number) =>
  max < min ? min : Math.min(Math.max(value, min), max);

/**
 * Spec §9: the tooltip sits 16 px from its target on a side with room, centred along it,
 * moved by the step's offset and kept 16 px inside the viewport.
 * @example tooltipPosition({ target: null, tooltip: { width: 320, height: 200 }, viewport: { width: 1280, height: 800 } })
 * // { top: 300, left: 480, side: 'center' }
 */
export function tooltipPosition(input: TooltipPositionInput): TooltipPosition {
  const {
    target,
    tooltip,
    viewport,
    placement = 'auto',
    offset = { x: 0, y: 0 },
    gap = tutorialTimings.targetGap,
    margin = tutorialTimings.viewportMargin,
  } = input;
  let top: number;
  let left: number;
  let side: TooltipPosition['side'];
  if (!target) {
    side = 'center';
    top = (viewport.height - tooltip.height) / 2;
    left = (viewport.width - tooltip.width) / 2;
  } else {
    side = chooseSide(placement, target, tooltip, viewport, gap, margin);
    const centreX = target.left + target.width / 2 - tooltip.width / 2;
    const centreY = target.top + target.height / 2 - tooltip.height / 2;
    if (side === 'top') [top, left] = [target.top - gap - tooltip.height, centreX];
    else if (side === 'bottom') [top, left] = [target.top + target.height + gap, centreX];
    else if (side === 'left') [top, left] = [centreY, target.left - gap - tooltip.width];
    else [top, left] = [centreY, target.left + target.width + gap];
  }
  return {
    top: clamp(top + offset.y, margin, viewport.height - tooltip.height - margin),
    left: clamp(left + offset.x, margin, viewport.width - tooltip.width - margin),
    side,
  };
}

/** The highlight box: the target grown by the step's padding. */
export function padRect(rect: Rect, padding: number): Rect {
  return {
    top: rect.top - padding,
    left: rect.left - padding,
    width: rect.width + padding * 2,
    height: rect.height + padding * 2,
  };
}
