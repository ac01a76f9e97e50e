import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { AssetList } from '../../contracts/assets.ts';
import { api } from '../../lib/api-client.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../app-shell/i18n.ts';
import { LoadError } from './LoadError.tsx';

/** Spec §2.4: the user's body models (assets of kind 'model'). */
export function BodyModels() {
  const t = useT();
  const { token } = useStore($session);
  const models = useQuery({
    queryKey: ['dashboard-models', token],
    queryFn: () => api.get<AssetList>('/assets?kind=model&limit=8'),
  });
  return (
    <section aria-labelledby="models-heading">
      <h2 id="models-heading" className="text-xl font-bold text-ink-900">
        {t('dashboard.models.title')}
      </h2>
      <div className="mt-4">
        {models.isError ? (
          <LoadError title="dashboard.models.loadFailed" onRetry={() => void models.refetch()} />
        ) : models.isPending ? (
          <p role="status" className="text-ink-600">
            {t('session.loading')}
          </p>
        ) : models.data.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-ink-300 p-6 text-center">
            <p className="text-ink-600">{t('dashboard.models.empty')}</p>
            <a
              href="/assets"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('dashboard.models.upload')}
            </a>
          </div>
        ) : (
          <ul className="grid grid-cols-3 gap-4 md:grid-cols-6">
            {models.data.items.map((asset) => (
              <li
                key={asset.id}
                className="overflow-hidden rounded-xl border border-ink-200 bg-white"
              >
                <img
                  src={asset.thumbnail_url}
                  alt={asset.name}
                  className="aspect-[3/4] w-full object-cover"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
