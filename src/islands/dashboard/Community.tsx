import { useQuery } from '@tanstack/react-query';
import type { CommunityItem } from '../../contracts/history.ts';
import { api } from '../../lib/api-client.ts';
import { useT } from '../app-shell/i18n.ts';
import { LoadError } from './LoadError.tsx';

/**
 * Spec §2.4: results whose owners chose to share them. Pictures of real people: shown to
 * signed-in users only, never to visitors (§6, issue 28 point 5); the API refuses visitors too.
 */
export function Community() {
  const t = useT();
  const community = useQuery({
    queryKey: ['community'],
    queryFn: () => api.get<{ items: CommunityItem[] }>('/community?limit=8'),
  });
  return (
    <section aria-labelledby="community-heading">
      <h2 id="community-heading" className="text-xl font-bold text-ink-900">
        {t('dashboard.community.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('dashboard.community.intro')}</p>
      <div className="mt-4">
        {community.isError ? (
          <LoadError
            title="dashboard.community.loadFailed"
            body="dashboard.recent.loadFailedBody"
            onRetry={() => void community.refetch()}
          />
        ) : community.isPending ? (
          <p role="status" className="text-ink-600">
            {t('session.loading')}
          </p>
        ) : community.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-ink-300 p-6 text-center text-ink-600">
            {t('dashboard.community.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {community.data.items.map((item) => (
              <li
                key={item.id}
                className="overflow-hidden rounded-xl border border-ink-200 bg-white"
              >
                <img
                  src={item.result_thumbnail_url}
                  alt={t(`tools.name.${item.tool}`)}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
                <p className="p-2 text-xs text-ink-700">
                  {t(`tools.name.${item.tool}`)} ·{' '}
                  {t('dashboard.community.by', { name: item.author })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
