import { useEffect, useRef } from 'react';
import { focusHeading } from '../../ui/focus.ts';

/**
 * Issue 25: when a tool moves to another step (Continue, Back, a step button), the control
 * that was pressed is gone with its step, and focus would fall to <body>. The new step's
 * heading takes focus instead, so the next Tab starts there and a screen reader reads it.
 * Nothing moves on the first render: a page opens with focus where the browser puts it.
 * @example const heading = useStepFocus<HTMLHeadingElement>(step); <h2 ref={heading}>…</h2>
 */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const heading = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    focusHeading(heading.current);
  }, [step]);
  return heading;
}
