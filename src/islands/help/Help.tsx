import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $locale } from '../../stores/locale.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { helpTutorial } from '../tutorial/help-tutorial.ts';
import { Tutorial, TutorialButton } from '../tutorial/Tutorial.tsx';
import { toolNameInSentence } from '../../i18n/tool-names.ts';
import { CREDIT_COSTS, TOOLS } from './help-tools.ts';

const SECTIONS = [
  ['credits', 'help.credits.heading'],
  ['tools', 'help.tools.heading'],
  ['uploads', 'help.uploads.heading'],
  ['shortcuts', 'help.shortcuts.heading'],
  ['support', 'help.support.heading'],
] as const satisfies readonly (readonly [string, IslandKey])[];

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';
const cell = 'border-b border-ink-200 px-3 py-2 text-left';

/** The Help page: credits, a how-to per tool, upload rules, tour shortcuts and support. */
export function Help() {
  const t = useT();
  const locale = useStore($locale);
  const publicPath = (path: string) => (locale === 'en' ? `/en${path}` : path);
  return (
    <div className="container-page py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold text-ink-900">{t('help.heading')}</h1>
          <p className="mt-2 text-ink-700">{t('help.intro')}</p>
        </div>
        <TutorialButton config={() => helpTutorial(t)} label={t('help.tour')} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('help.contents')} className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
            {t('help.contents')}
          </h2>
          <ul className="mt-3 space-y-2">
            {SECTIONS.map(([id, heading]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-ink-800 hover:text-brand-700">
                  {t(heading)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-8">
          <Section id="credits" heading={t('help.credits.heading')}>
            <p>{t('help.credits.body')}</p>
            <table className="mt-4 w-full max-w-lg border-collapse text-sm">
              <caption className="mb-2 text-left font-semibold text-ink-900">
                {t('help.credits.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {t('help.credits.tool')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('help.credits.cost')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {CREDIT_COSTS.map(({ tool, cost }) => (
                  <tr key={tool}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {t(tool)}
                    </th>
                    <td className={cell}>
                      {cost === 1
                        ? t('help.credits.costOne')
                        : t('help.credits.costValue', { count: cost })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3">
              <a href={publicPath('/pricing')} className={link}>
                {t('help.credits.plans')}
              </a>
            </p>
          </Section>

          <Section id="tools" heading={t('help.tools.heading')}>
            <p>{t('help.tools.intro')}</p>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {TOOLS.map(({ id, name, steps }) => (
                <section key={id} id={`tool-${id}`} aria-labelledby={`tool-${id}-heading`}>
                  <h3 id={`tool-${id}-heading`} className="font-semibold text-ink-900">
                    {t(name)}
                  </h3>
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                    {[1, 2, 3].map((n) => (
                      <li key={n}>{t(`help.tools.${steps}.${n}` as IslandKey)}</li>
                    ))}
                  </ol>
                  <a href={`/${id}`} className={`${link} mt-2 inline-block text-sm`}>
                    {t('help.tools.open', { tool: toolNameInSentence(t, id) })}
                  </a>
                </section>
              ))}
            </div>
          </Section>

          <Section id="uploads" heading={t('help.uploads.heading')}>
            <ul className="list-disc space-y-1 pl-5">
              <li>{t('help.uploads.formats')}</li>
              <li>{t('help.uploads.size')}</li>
              <li>{t('help.uploads.model')}</li>
              <li>{t('help.uploads.portrait')}</li>
            </ul>
          </Section>

          <Section id="shortcuts" heading={t('help.shortcuts.heading')}>
            <p>{t('help.shortcuts.intro')}</p>
            <table className="mt-4 w-full max-w-lg border-collapse text-sm">
              <caption className="sr-only">{t('help.shortcuts.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {t('help.shortcuts.key')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('help.shortcuts.action')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(['left', 'right', 'esc', 'tab'] as const).map((key) => (
                  <tr key={key}>
                    <th scope="row" className={`${cell} font-normal`}>
                      <kbd className="font-sans font-semibold">{t(`help.shortcuts.${key}`)}</kbd>
                    </th>
                    <td className={cell}>{t(`help.shortcuts.${key}Action`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>

          <Section id="support" heading={t('help.support.heading')}>
            <p>{t('help.support.body')}</p>
            <p className="mt-3">
              <a href={publicPath('/contact')} className={link}>
                {t('help.support.link')}
              </a>
            </p>
          </Section>
        </div>
      </div>
      <Tutorial />
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-tour={`help-${id}`}
      className="scroll-mt-6 rounded-xl border border-ink-200 bg-white p-6 text-ink-800"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
