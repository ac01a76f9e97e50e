import type { IslandT } from '../app-shell/i18n.ts';
import type { TutorialConfig, TutorialStep } from './tutorial-types.ts';

/** Spec §2.11: the try-on steps in order; null targets are centred steps. */
const TRY_ON_STEPS = [
  ['welcome', null],
  ['stepper', '[data-tour="tryon-stepper"]'],
  ['modelTab', '[data-tour="tryon-model-tab"]'],
  ['uploadModel', '[data-tour="tryon-upload-model"]'],
  ['continue', '[data-tour="tryon-continue"]'],
  ['garmentTab', '[data-tour="tryon-garment-tab"]'],
  ['generate', '[data-tour="tryon-generate"]'],
  ['preview', '[data-tour="tryon-preview"]'],
  ['history', '[data-tour="tryon-history"]'],
  ['complete', null],
] as const;

/** `/virtual-tryon?tour=1` opens the page with its tour running (the dashboard's offer, issue 40). */
export const TRY_ON_TOUR_PARAM = 'tour';

/**
 * The virtual try-on tour of spec §2.11 in the current language; the try-on page marks its
 * parts with the `data-tour` attributes above.
 * @example <TutorialButton config={() => tryOnTutorial(t)} label={t('tutorial.tryOn.welcome.title')} />
 */
export function tryOnTutorial(
  t: IslandT,
  callbacks: Pick<TutorialConfig, 'onStart' | 'onComplete' | 'onSkip' | 'onStepChange'> = {},
): TutorialConfig {
  const steps = TRY_ON_STEPS.map(([id, target]): TutorialStep => {
    const step: TutorialStep = {
      id,
      title: t(`tutorial.tryOn.${id}.title`),
      content: t(`tutorial.tryOn.${id}.content`),
      placement: 'auto',
    };
    return target ? { ...step, target } : step;
  });
  return { id: 'try-on', steps, allowSkip: true, ...callbacks };
}
