import { useEffect, useRef, useState } from 'react';
import { TooltipBubble, useTooltip } from '../ui/Tooltip.tsx';

/**
 * A picture card's name (samples, the library, hairstyles): up to two lines, then the whole name
 * in the shared tooltip (spec §9 timing) while the card is hovered or has keyboard focus, so long
 * Vietnamese names are never cut off unread (issue 25, issue 28 point 4). The trigger is the card
 * around the name (the nearest button or link). The card's accessible name already holds the
 * name, so the tooltip is not added to its description: a screen reader would read it twice and
 * lose the card's real description (a hairstyle's text).
 * @example <button className="group relative …"><img …/><CardName name="Áo măng tô nâu" /></button>
 */
export function CardName({
  name,
  className = 'text-ink-800',
  whole = false,
}: {
  name: string;
  className?: string;
  /** Wraps between words instead of cutting at two lines (short, fixed names: hairstyles). */
  whole?: boolean;
}) {
  const tip = useTooltip();
  const self = useRef<HTMLSpanElement>(null);
  const [card, setCard] = useState<Element | null>(null);
  const { id, hover, focus, close } = tip;

  useEffect(() => {
    const trigger = self.current?.closest('button, a, [tabindex]');
    if (!trigger) return;
    setCard(trigger);
    const onFocus = () => focus(trigger);
    trigger.addEventListener('pointerenter', hover);
    trigger.addEventListener('pointerleave', close);
    trigger.addEventListener('focus', onFocus);
    trigger.addEventListener('blur', close);
    return () => {
      trigger.removeEventListener('pointerenter', hover);
      trigger.removeEventListener('pointerleave', close);
      trigger.removeEventListener('focus', onFocus);
      trigger.removeEventListener('blur', close);
    };
  }, [hover, focus, close]);

  return (
    <span ref={self} className="relative block px-2 py-1 text-left text-sm">
      <span className={`${whole ? 'block' : 'line-clamp-2 break-words'} ${className}`}>{name}</span>
      <TooltipBubble id={id} open={tip.open} anchor={card}>
        {name}
      </TooltipBubble>
    </span>
  );
}
