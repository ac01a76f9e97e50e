import { useStore } from '@nanostores/react';
import {
  $tutorial,
  nextTutorialStep,
  previousTutorialStep,
  skipTutorial,
  startTutorial,
} from '../../stores/tutorial.ts';
import type { TutorialConfig } from './tutorial-types.ts';
import { TutorialOverlay } from './TutorialOverlay.tsx';

const actions = {
  next: () => void nextTutorialStep(),
  previous: () => void previousTutorialStep(),
  skip: () => void skipTutorial(),
};

/**
 * Renders the overlay of the running tutorial; mount it once per page, inside the island.
 * @example <Tutorial />
 */
export function Tutorial() {
  const state = useStore($tutorial);
  if (state.status === 'inactive' || state.status === 'starting') return null;
  return <TutorialOverlay state={state} {...actions} />;
}

interface TutorialButtonProps {
  /** The tutorial, or a function building it when pressed (in the current language). */
  config: TutorialConfig | (() => TutorialConfig);
  label: string;
  className?: string;
}

/**
 * Starts a tutorial; pressing it while one runs is refused with a warning (spec §4).
 * @example <TutorialButton config={() => helpTutorial(t)} label={t('help.tour')} />
 */
export function TutorialButton({ config, label, className }: TutorialButtonProps) {
  return (
    <button
      type="button"
      onClick={() => void startTutorial(typeof config === 'function' ? config() : config)}
      className={
        className ??
        'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
      }
    >
      {label}
    </button>
  );
}
