import { createContext, useContext } from 'react';

/**
 * How a tool lays out its steps. 'steps' (the studio, the default): the stepper and one step at
 * a time where the tool has steps. 'single' (the public -legacy pages, spec §2.2): no stepper,
 * every step's section one after another on one page. A context, so the tool components stay
 * the studio's own and only the page that mounts them chooses (decision 051).
 */
export type ToolLayout = 'steps' | 'single';

export const ToolLayoutContext = createContext<ToolLayout>('steps');

/** The layout the mounting page chose; 'steps' unless a ToolLayoutContext provider says otherwise. */
export function useToolLayout(): ToolLayout {
  return useContext(ToolLayoutContext);
}
