import type { StudioTool } from '../../../contracts/studio.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { toolCosts } from '../../dashboard/QuickAccess.tsx';
import { RecentHistory } from '../../history/RecentHistory.tsx';
import { SectionIcon } from '../../studio-shell/icons.tsx';

type IntroTool = Exclude<StudioTool, 'virtual-tryon'>;

/**
 * A tool's screen while its generation is being connected: what it does, its steps (spec §2.8)
 * and its cost (§9), so the route, the guard and the sidebar are real from day one.
 */
export function ToolIntro({ tool }: { tool: IntroTool }) {
  const t = useT();
  const steps = [1, 2, 3, 4].map((n) => `studio.${tool}.step${n}` as IslandKey);
  const cost = toolCosts[tool];
  return (
    <div className="mx-auto max-w-4xl px-6 py-8 lg:px-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-ink-900">
        <span className="text-brand-700">
          <SectionIcon section={tool} />
        </span>
        {t(`studio.${tool}.title`)}
      </h1>
      <p className="mt-2 text-ink-700">{t(`studio.${tool}.intro`)}</p>
      {cost !== undefined && (
        <p className="mt-2 text-sm font-semibold text-ink-600">
          {cost === 1 ? t('studio.tool.costOne') : t('studio.tool.cost', { credits: cost })}
        </p>
      )}
      <section aria-labelledby="tool-steps" className="mt-8">
        <h2 id="tool-steps" className="text-lg font-bold text-ink-900">
          {t('studio.tool.steps')}
        </h2>
        <ol className="mt-3 grid gap-3 md:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="rounded-xl border border-ink-200 bg-white p-4">
              <span className="text-sm font-bold text-brand-700">{index + 1}</span>
              <p className="mt-1 font-semibold text-ink-900">{t(step)}</p>
            </li>
          ))}
        </ol>
      </section>
      <p
        role="note"
        className="mt-8 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
      >
        {t('studio.tool.opening')}
      </p>
      <div className="mt-8 rounded-xl border border-ink-200 bg-white p-5">
        <RecentHistory tool={tool} limit={4} />
      </div>
    </div>
  );
}
