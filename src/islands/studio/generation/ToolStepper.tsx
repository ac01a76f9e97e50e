import { useT, type IslandKey } from '../../app-shell/i18n.ts';

/** A step: its name, and the guided tour's anchor where the tour points at it. */
export type StepItem = IslandKey | { label: IslandKey; tour?: string };

interface ToolStepperProps {
  label: IslandKey;
  steps: readonly StepItem[];
  /** The current step, from 0. */
  current: number;
  /** Which steps are finished; by default every step before the current one. */
  done?: (index: number) => boolean;
  /** Makes the steps buttons that open a step (the try-on); otherwise they only show progress. */
  onStep?: (index: number) => void;
  /** Which steps may be opened now (spec §2.8: no garment before a model). */
  reachable?: (index: number) => boolean;
  /** The guided tour's anchor for the whole list. */
  tour?: string;
}

const columns: Record<number, string> = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' };
const box =
  'flex w-full items-center gap-3 rounded-lg border border-ink-200 bg-white px-4 py-3 text-left aria-[current=step]:border-brand-700 aria-[current=step]:bg-brand-50';

/**
 * Spec §2.8: every tool's steps in order, the current one marked with aria-current. One
 * stepper for all five tools; the try-on's steps are buttons, the others show progress.
 * @example <ToolStepper label="toolsUi.steps" steps={steps} current={1} />
 */
export function ToolStepper({
  label,
  steps,
  current,
  done = (index) => index < current,
  onStep,
  reachable = () => true,
  tour,
}: ToolStepperProps) {
  const t = useT();
  return (
    <ol
      aria-label={t(label)}
      data-tour={tour}
      className={`grid gap-2 ${columns[steps.length] ?? 'sm:grid-cols-4'}`}
    >
      {steps.map((step, index) => {
        const item = typeof step === 'string' ? { label: step } : step;
        const active = index === current;
        const finished = done(index);
        const content = (
          <>
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full font-bold ${active || finished ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'}`}
            >
              {finished && !active ? '✓' : index + 1}
            </span>
            <span>
              <span className="block text-sm text-ink-600">
                {t('tryOn.stepLabel', { number: index + 1 })}
                {finished && <span className="sr-only">, {t('tryOn.stepDone')}</span>}
              </span>
              <span className="block font-semibold text-ink-900">{t(item.label)}</span>
            </span>
          </>
        );
        return onStep ? (
          <li key={item.label}>
            <button
              type="button"
              aria-current={active ? 'step' : undefined}
              disabled={!reachable(index)}
              data-tour={item.tour}
              onClick={() => onStep(index)}
              className={`${box} disabled:cursor-not-allowed disabled:opacity-60`}
            >
              {content}
            </button>
          </li>
        ) : (
          <li key={item.label} aria-current={active ? 'step' : undefined} className={box}>
            {content}
          </li>
        );
      })}
    </ol>
  );
}
