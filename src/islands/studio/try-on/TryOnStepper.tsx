import { useT } from '../../app-shell/i18n.ts';

export type TryOnStep = 1 | 2 | 3;

const steps = [
  { number: 1, label: 'tryOn.step.model' },
  { number: 2, label: 'tryOn.step.garment', tour: 'tryon-garment-tab' },
  { number: 3, label: 'tryOn.step.generate' },
] as const;

interface TryOnStepperProps {
  step: TryOnStep;
  /** Which steps may be opened now (spec §2.8: no garment before a model). */
  reachable: (step: TryOnStep) => boolean;
  done: (step: TryOnStep) => boolean;
  onStep: (step: TryOnStep) => void;
}

/** Spec §2.8: 1 choose model, 2 choose garment, 3 generate, as an ordered list. */
export function TryOnStepper({ step, reachable, done, onStep }: TryOnStepperProps) {
  const t = useT();
  return (
    <ol
      aria-label={t('tryOn.steps')}
      data-tour="tryon-stepper"
      className="grid gap-2 sm:grid-cols-3"
    >
      {steps.map((item) => {
        const active = item.number === step;
        return (
          <li key={item.number}>
            <button
              type="button"
              aria-current={active ? 'step' : undefined}
              disabled={!reachable(item.number)}
              data-tour={'tour' in item ? item.tour : undefined}
              onClick={() => onStep(item.number)}
              className="flex w-full items-center gap-3 rounded-lg border border-ink-200 bg-white px-4 py-3 text-left aria-[current=step]:border-brand-700 aria-[current=step]:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full font-bold ${active || done(item.number) ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'}`}
              >
                {done(item.number) && !active ? '✓' : item.number}
              </span>
              <span>
                <span className="block text-sm text-ink-600">
                  {t('tryOn.stepLabel', { number: item.number })}
                  {done(item.number) && <span className="sr-only">, {t('tryOn.stepDone')}</span>}
                </span>
                <span className="block font-semibold text-ink-900">{t(item.label)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
