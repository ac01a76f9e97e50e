import { toast } from 'sonner';
import { islandT, type IslandKey } from '../islands/app-shell/i18n-core.ts';
import {
  createTutorialController,
  type TutorialWarning,
} from '../islands/tutorial/tutorial-controller.ts';
import { $locale } from './locale.ts';

const WARNINGS: Record<TutorialWarning, IslandKey> = {
  alreadyActive: 'tutorial.warning.alreadyActive',
  targetNotFound: 'tutorial.warning.targetNotFound',
};

/**
 * The page's one guided tutorial (spec §2.11): `$tutorial` holds its state, the functions
 * beside it drive it. Spec §8: its warnings are toasts in the current language.
 */
const controller = createTutorialController({
  hasTarget: (selector) => document.querySelector(selector) !== null,
  warn: (warning, detail) => {
    console.warn(`Tutorial ${detail.tutorial}: ${warning}`, detail.step ?? '');
    toast.warning(islandT($locale.get())(WARNINGS[warning]));
  },
});

export const $tutorial = controller.$state;
export const {
  start: startTutorial,
  next: nextTutorialStep,
  previous: previousTutorialStep,
  goTo: goToTutorialStep,
  finish: finishTutorial,
  skip: skipTutorial,
  reset: resetTutorial,
} = controller;
