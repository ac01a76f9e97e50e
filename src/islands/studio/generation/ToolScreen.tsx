import type { ReactNode } from 'react';
import type { StudioTool } from '../../../contracts/studio.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { RecentHistory } from '../../history/RecentHistory.tsx';
import { ToolStepper } from './ToolStepper.tsx';
import { useToolLayout, type ToolLayout } from './tool-layout.ts';

interface ToolScreenProps {
  tool: Exclude<StudioTool, 'virtual-tryon'>;
  step: number;
  children: ReactNode;
  /** Replaces the tool's recent history (the video tool titles it 'Video history'). */
  history?: ReactNode;
  /** 'single' leaves the stepper out (the -legacy pages); by default the page's ToolLayoutContext. */
  layout?: ToolLayout;
}

/**
 * A tool page: heading, intro, the four steps of spec §2.8, the screen and recent history.
 * These tools show their whole form at once, so the single layout only drops the stepper.
 */
export function ToolScreen({ tool, step, children, history, layout }: ToolScreenProps) {
  const t = useT();
  const pageLayout = useToolLayout();
  const single = (layout ?? pageLayout) === 'single';
  const steps = [1, 2, 3, 4].map((n) => `studio.${tool}.step${n}` as IslandKey);
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-ink-900">{t(`tools.name.${tool}`)}</h1>
      <p className="mt-1 text-ink-700">{t(`studio.${tool}.intro`)}</p>
      {!single && (
        <div className="mt-6">
          <ToolStepper label="toolsUi.steps" steps={steps} current={step} />
        </div>
      )}
      <div className="mt-6">{children}</div>
      <div className="mt-8 rounded-xl border border-ink-200 bg-white p-5">
        {history ?? <RecentHistory tool={tool} limit={4} />}
      </div>
    </div>
  );
}

/** A titled panel of a tool's form. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-ink-200 bg-white p-5" aria-label={title}>
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export const inputClass =
  'mt-1 block w-full rounded-md border border-ink-300 px-3 py-2 text-ink-900 focus:border-brand-600 aria-[invalid=true]:border-red-700';
export const labelClass = 'block text-sm font-semibold text-ink-800';
export const errorClass = 'mt-1 text-sm text-red-700';
