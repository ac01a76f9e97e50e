import { useEffect } from 'react';
import { startTutorial } from '../../stores/tutorial.ts';
import type { TutorialConfig } from './tutorial-types.ts';

/**
 * Starts `config` once when the address asks for it (`?<param>=1`, the dashboard's offer to a
 * new account, issue 40), then drops the parameter so a reload does not start it again.
 */
export function useTourFromAddress(param: string, config: () => TutorialConfig, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(param) !== '1') return;
    url.searchParams.delete(param);
    window.history.replaceState(history.state, '', url);
    void startTutorial(config());
    // Once per page load: the configuration is read when the tour starts.
  }, [enabled, param]);
}
