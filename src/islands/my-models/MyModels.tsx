import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useT } from '../app-shell/i18n.ts';
import { CreateModelForm } from './CreateModelForm.tsx';
import { ModelCard } from './ModelCard.tsx';
import { brandModelKeys, fetchBrandModels } from './my-models-api.ts';

/**
 * "Người mẫu của tôi": the account's models as cards (retired ones behind a toggle), and the
 * form that creates one. A card that leaves the list (retired) hands focus to the list's heading.
 */
export function MyModels() {
  const t = useT();
  const id = useId();
  const [showRetired, setShowRetired] = useState(false);
  const list = useQuery({
    queryKey: brandModelKeys.list(showRetired),
    queryFn: () => fetchBrandModels(showRetired),
    placeholderData: (previous) => previous,
  });
  const listHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-ink-900">{t('myModels.heading')}</h1>
      <p className="mt-1 max-w-3xl text-ink-700">{t('myModels.intro')}</p>

      <section aria-labelledby={`${id}-list`} className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={`${id}-list`}
            ref={listHeading}
            tabIndex={-1}
            className="text-xl font-bold text-ink-900 outline-none"
          >
            {t('myModels.listHeading')}
          </h2>
          <label className="flex items-center gap-2 text-ink-800">
            <input
              type="checkbox"
              checked={showRetired}
              onChange={(event) => setShowRetired(event.target.checked)}
            />
            {t('myModels.showRetired')}
          </label>
        </div>
        {list.isPending ? (
          <p role="status" className="mt-4 text-ink-700">
            {t('myModels.loading')}
          </p>
        ) : list.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            {t('myModels.loadFailed')}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-ink-300 bg-white p-6 text-ink-700">
            {t('myModels.empty')}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.data.items.map((model) => (
              <li key={model.id}>
                <ModelCard model={model} onRetired={() => listHeading.current?.focus()} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby={`${id}-create`}
        className="mt-10 rounded-xl border border-ink-200 bg-white p-5"
      >
        <h2 id={`${id}-create`} className="text-xl font-bold text-ink-900">
          {t('myModels.createHeading')}
        </h2>
        <CreateModelForm />
      </section>
    </div>
  );
}
