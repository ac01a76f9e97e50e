import type { IslandT } from '../app-shell/i18n.ts';
import type { TutorialConfig, TutorialStep } from './tutorial-types.ts';

/** The dashboard's parts a new account should know first; null targets are centred steps. */
const DASHBOARD_STEPS = [
  ['welcome', null],
  ['credits', '[data-tour="dashboard-credits"]'],
  ['tools', '[data-tour="dashboard-tools"]'],
  ['complete', null],
] as const;

/**
 * The dashboard's tour for a new account (issue 40): where the credits are, where the tools
 * are, and that each tool has its own tour; the dashboard marks its parts with `data-tour`.
 * @example <TutorialButton config={() => dashboardTutorial(t)} label={t('dashboard.start.tour')} />
 */
export function dashboardTutorial(t: IslandT): TutorialConfig {
  const steps = DASHBOARD_STEPS.map(([id, target]): TutorialStep => {
    const step: TutorialStep = {
      id,
      title: t(`tutorial.dashboard.${id}.title`),
      content: t(`tutorial.dashboard.${id}.content`),
      placement: 'auto',
    };
    return target ? { ...step, target } : step;
  });
  return { id: 'dashboard', steps, allowSkip: true };
}
