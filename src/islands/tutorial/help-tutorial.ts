import { toast } from 'sonner';
import type { IslandT } from '../app-shell/i18n.ts';
import type { TutorialConfig } from './tutorial-types.ts';

/** The Help page's sections, each marked `data-tour="help-<id>"`. */
export const helpTourSections = ['credits', 'tools', 'uploads', 'shortcuts', 'support'] as const;

/**
 * The tour of the Help page: one step per section; the shortcuts step advances by itself
 * after 3 seconds; finishing says so in a toast.
 * @example <TutorialButton config={() => helpTutorial(t)} label={t('help.tour')} />
 */
export function helpTutorial(t: IslandT): TutorialConfig {
  return {
    id: 'help',
    allowSkip: true,
    steps: helpTourSections.map((id) => ({
      id,
      target: `[data-tour="help-${id}"]`,
      title: t(`tutorial.help.${id}.title`),
      content: t(`tutorial.help.${id}.content`),
      placement: 'auto',
      highlightPadding: 8,
      highlightRadius: 16,
      ...(id === 'shortcuts' ? { autoNext: 3 } : {}),
      ...(id === 'credits' ? { disableInteraction: true } : {}),
    })),
    onComplete: () => toast.success(t('tutorial.completed')),
  };
}
