import { useEffect, useRef } from 'react';
import type { GenerationProgress } from '../../../contracts/generation.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { useT } from '../../app-shell/i18n.ts';
import { phaseIndex, phaseSteps, waitText } from './phases.ts';
import { engineLabel } from './engine-label.ts';

interface ProcessingScreenProps {
  tool: StudioTool;
  progress: GenerationProgress | null;
  estimateMs: number;
  /** The engine named by the queued generation, until progress names it. */
  engine: string | null;
}

/**
 * Spec §2.8's processing screen: the tool's phases with the current one marked, a progress
 * bar, the wait estimate and the engine that makes the result. Focus moves to its status so
 * a screen reader hears that the generation started.
 */
export function ProcessingScreen({ tool, progress, estimateMs, engine }: ProcessingScreenProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const steps = phaseSteps(tool);
  const current = phaseIndex(tool, progress?.phase);
  const percent = Math.round((progress?.fraction ?? 0) * 100);
  const wait = waitText(estimateMs);
  const engineName = progress?.item.engine ?? engine;
  return (
    <section
      aria-labelledby="processing-heading"
      className="rounded-xl border border-ink-200 bg-white p-6"
    >
      <h2
        id="processing-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-ink-900 outline-none"
      >
        {t('toolsUi.processing')}
      </h2>
      <p role="status" className="mt-2 text-ink-800">
        {t(steps[current]!.label)}
      </p>
      <ol aria-label={t('toolsUi.phases')} className="mt-4 grid gap-2 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.phase}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-lg border px-3 py-2 text-sm ${index === current ? 'border-brand-700 bg-brand-50 font-semibold text-ink-900' : index < current ? 'border-ink-200 text-ink-700' : 'border-ink-200 text-ink-600'}`}
          >
            {index < current ? '✓ ' : ''}
            {t(step.label)}
          </li>
        ))}
      </ol>
      <div
        role="progressbar"
        aria-label={t('toolsUi.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-2 overflow-hidden rounded bg-ink-100"
      >
        <div className="h-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-sm text-ink-700">{t(wait.key, { value: wait.value })}</p>
      {engineName && <p className="mt-1 text-sm text-ink-600">{engineLabel(t, engineName)}</p>}
    </section>
  );
}
