import { creditCosts } from '../../contracts/credits.ts';
import { studioTools } from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import { SectionIcon } from '../studio-shell/icons.tsx';
import { StudioApp } from '../studio-shell/StudioApp.tsx';

/**
 * /services (spec §2.1, login guard with its default setting): the five tools, what a generation
 * of each costs (spec §9 credit costs, `creditCosts`) and a link into each. The spec gives it no
 * sidebar entry; the public header's Services menu and the dashboard lead to the tools too.
 */
export default function ServicesIsland() {
  return (
    <StudioApp title="studio.services.title" section="services">
      <Services />
    </StudioApp>
  );
}

function Services() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-8 lg:px-10">
      <header>
        <h1 className="text-3xl font-bold text-ink-900">{t('studio.services.heading')}</h1>
        <p className="mt-2 text-ink-700">{t('studio.services.intro')}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {studioTools.map((tool) => {
          const cost = creditCosts[tool];
          const name = t(`tools.name.${tool}`);
          return (
            <li
              key={tool}
              aria-labelledby={`service-${tool}`}
              className="flex flex-col rounded-xl border border-ink-200 bg-white p-5"
            >
              <h2
                id={`service-${tool}`}
                className="flex items-center gap-2 text-lg font-semibold text-ink-900"
              >
                <span className="text-brand-700">
                  <SectionIcon section={tool} />
                </span>
                {name}
              </h2>
              <p className="mt-2 flex-1 text-sm text-ink-700">{t(`dashboard.tool.${tool}`)}</p>
              <p className="mt-3 text-sm text-ink-700">
                {t('studio.services.costLabel')}:{' '}
                <strong className="text-ink-900">
                  {cost === 1
                    ? t('dashboard.tool.costOne')
                    : t('dashboard.tool.cost', { count: cost })}
                </strong>
              </p>
              <a
                href={`/${tool}`}
                className="mt-4 self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('studio.services.open', { tool: name })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
