import { creditCosts } from '../../contracts/credits.ts';
import { studioTools } from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import { SectionIcon } from '../studio-shell/icons.tsx';

/**
 * The five tools with their cost; visitors get names without links, the invitation above says
 * once that signing in opens them (spec §2.4, issue 22 point 11).
 */
export function QuickAccess({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="text-xl font-bold text-ink-900">
        {t('dashboard.tools.title')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {studioTools.map((tool) => {
          const cost = creditCosts[tool];
          return (
            <li key={tool} className="flex flex-col rounded-xl border border-ink-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-ink-900">
                <span className="text-brand-700">
                  <SectionIcon section={tool} />
                </span>
                {signedIn ? (
                  <a href={`/${tool}`} className="hover:text-brand-700 hover:underline">
                    {t(`tools.name.${tool}`)}
                  </a>
                ) : (
                  t(`tools.name.${tool}`)
                )}
              </h3>
              <p className="mt-2 flex-1 text-sm text-ink-700">{t(`dashboard.tool.${tool}`)}</p>
              <p className="mt-3 text-xs font-semibold text-ink-600">
                {cost === 1
                  ? t('dashboard.tool.costOne')
                  : t('dashboard.tool.cost', { count: cost })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
