import { useT, type IslandKey } from '../../app-shell/i18n.ts';

interface ToolStepperProps {
  label: IslandKey;
  steps: IslandKey[];
  /** The current step, from 0. */
  current: number;
}

/** Spec §2.8: a tool's steps in order; the current one is marked with aria-current. */
export function ToolStepper({ label, steps, current }: ToolStepperProps) {
  const t = useT();
  return (
    <ol aria-label={t(label)} className="grid gap-2 sm:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className="flex items-center gap-3 rounded-lg border border-ink-200 bg-white px-4 py-3 aria-[current=step]:border-brand-700 aria-[current=step]:bg-brand-50"
        >
          <span
            aria-hidden="true"
            className={`flex size-8 shrink-0 items-center justify-center rounded-full font-bold ${index <= current ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'}`}
          >
            {index < current ? '✓' : index + 1}
          </span>
          <span>
            <span className="block text-sm text-ink-600">
              {t('tryOn.stepLabel', { number: index + 1 })}
              {index < current && <span className="sr-only">, {t('tryOn.stepDone')}</span>}
            </span>
            <span className="block font-semibold text-ink-900">{t(step)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
