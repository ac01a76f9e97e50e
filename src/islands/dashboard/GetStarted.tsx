import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../contracts/dashboard.ts';
import { api } from '../../lib/api-client.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../app-shell/i18n.ts';
import { dashboardTutorial } from '../tutorial/dashboard-tutorial.ts';
import { Tutorial, TutorialButton } from '../tutorial/Tutorial.tsx';
import { TRY_ON_TOUR_PARAM } from '../tutorial/try-on-tutorial.ts';

/**
 * Issue 40: a new account (no generation yet) is offered the dashboard's tour and the try-on
 * page opened with its own tour running. Shares the summary query of StatsAndCredits.
 */
export function GetStarted() {
  const t = useT();
  const { token } = useStore($session);
  const summary = useQuery({
    queryKey: ['dashboard-summary', token],
    queryFn: () => api.get<DashboardSummary>('/dashboard/summary'),
  });
  if (summary.data?.stats.total !== 0) return null;
  return (
    <section
      aria-labelledby="get-started"
      className="rounded-xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id="get-started" className="text-lg font-bold text-ink-900">
        {t('dashboard.start.title')}
      </h2>
      <p className="mt-2 text-ink-700">{t('dashboard.start.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <TutorialButton config={() => dashboardTutorial(t)} label={t('dashboard.start.tour')} />
        <a
          href={`/virtual-tryon?${TRY_ON_TOUR_PARAM}=1`}
          className="rounded-md border border-ink-300 bg-white px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t('dashboard.start.tryOn')}
        </a>
      </div>
      <Tutorial />
    </section>
  );
}
