import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BatchSubmitResponse } from '../../../contracts/catalogue.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { BatchPlanner } from './BatchPlanner.tsx';
import { BatchRun } from './BatchRun.tsx';
import { catalogueKeys, fetchBatches } from './catalogue-api.ts';

/** ?batch=<id> names the batch on screen, so a batch can be reopened, linked and reloaded. */
function batchInUrl(): string | null {
  return new URLSearchParams(location.search).get('batch');
}

/**
 * /catalogue (issue 20): garments × models in one batch, its live grid, and the marketplace
 * export. The picking view, or one batch.
 */
export function Catalogue() {
  const t = useT();
  const locale = useStore($locale);
  const queryClient = useQueryClient();
  const [batchId, setBatchId] = useState<string | null>(batchInUrl);
  const [started, setStarted] = useState<BatchSubmitResponse | null>(null);
  // Back to the picking view, the New batch button leaves with the batch: the heading, which
  // stays, takes focus first so it never falls to <body>.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const onPop = () => {
      const id = batchInUrl();
      if (!id) heading.current?.focus();
      setBatchId(id);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const recent = useQuery({ queryKey: catalogueKeys.batches, queryFn: fetchBatches });

  const show = (id: string | null) => {
    history.pushState(null, '', id ? `?batch=${encodeURIComponent(id)}` : location.pathname);
    setBatchId(id);
  };
  const onStarted = (answer: BatchSubmitResponse) => {
    queryClient.setQueryData(catalogueKeys.batch(answer.batch.id), answer.batch);
    setStarted(answer);
    show(answer.batch.id);
  };

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink-900 outline-none">
            {t('catalogue.heading')}
          </h1>
          <p className="mt-1 max-w-3xl text-ink-700">{t('catalogue.intro')}</p>
        </div>
        {batchId && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              heading.current?.focus();
              show(null);
            }}
          >
            {t('catalogue.newBatch')}
          </button>
        )}
      </div>
      {batchId ? (
        <BatchRun
          key={batchId}
          batchId={batchId}
          initial={started?.batch.id === batchId ? started.batch : undefined}
        />
      ) : (
        <>
          <BatchPlanner onStarted={onStarted} />
          {recent.data && recent.data.items.length > 0 && (
            <section aria-labelledby="catalogue-recent" className="mt-10">
              <h2 id="catalogue-recent" className="text-xl font-bold text-ink-900">
                {t('catalogue.recent')}
              </h2>
              <ul className="mt-3 divide-y divide-ink-100 rounded-lg border border-ink-200 bg-white">
                {recent.data.items.map((item) => (
                  <li key={item.id}>
                    <a
                      href={`?batch=${encodeURIComponent(item.id)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        show(item.id);
                      }}
                      className="flex flex-wrap justify-between gap-2 p-3 hover:bg-ink-50"
                    >
                      <span className="font-semibold text-brand-800 underline">
                        {t('catalogue.recentItem', {
                          date: formatDateTime(item.created_at, locale),
                        })}
                      </span>
                      <span className="text-ink-700">
                        {t('catalogue.recentCounts', {
                          success: formatNumber(item.counts.success, locale),
                          total: formatNumber(item.counts.total, locale),
                        })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
