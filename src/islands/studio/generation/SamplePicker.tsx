import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import type { Sample, SampleKind } from '../../../contracts/samples.ts';
import { garmentCategories, type GarmentCategory } from '../../../contracts/tools.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../app-shell/i18n.ts';
import { assetsKey } from '../../assets/assets-api.ts';
import { CardName } from '../../assets/CardName.tsx';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { useSamples } from './use-samples.ts';

/**
 * What choosing a sample does: `onUse` copies it into the user's library first (POST
 * /samples/:id/use) and hands over the asset, as the try-on's inputs are assets; `onPick` hands
 * over the sample itself, as the model tools name a sample model by its id (`params.model`),
 * and `selected` marks the one chosen.
 */
type SamplePickerProps = { kind: SampleKind } & (
  | { onUse: (asset: Asset, sample: Sample) => void; onPick?: never; selected?: never }
  | { onPick: (sample: Sample) => void; selected: string | null; onUse?: never }
);

const chip =
  'rounded-full border border-ink-300 px-3 py-1 text-sm font-semibold text-ink-800 hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800';

/**
 * The Sample Models tab (spec §2.8): the samples of one kind as cards, garments filtered by
 * category. Shared by the try-on and the model tools (issue 42).
 * @example <SamplePicker kind="garment" onUse={(asset) => setGarment(asset)} />
 * @example <SamplePicker kind="model" selected={id} onPick={(sample) => setId(sample.id)} />
 */
export function SamplePicker({ kind, onUse, onPick, selected }: SamplePickerProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<GarmentCategory | 'all'>('all');
  const list = useSamples(kind);
  const use = useMutation({
    mutationFn: (sample: Sample) =>
      api.post<Asset>(`/samples/${encodeURIComponent(sample.id)}/use`),
    onSuccess: async (asset, sample) => {
      onUse?.(asset, sample);
      await queryClient.invalidateQueries({ queryKey: assetsKey });
    },
    onError: () => toast.error(t('tryOn.samples.useFailed')),
  });

  if (list.isPending) {
    return (
      <p role="status" className="mt-6 text-ink-700">
        {t('assets.loading')}
      </p>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6">
        <p className="font-semibold text-red-800">{t('assets.loadFailed')}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => void list.refetch()}
        >
          {t('assets.retry')}
        </button>
      </div>
    );
  }

  const items = list.data.items.filter(
    (item) => kind === 'model' || filter === 'all' || item.category === filter,
  );
  return (
    <section aria-label={t(kind === 'model' ? 'tryOn.samples.models' : 'tryOn.samples.garments')}>
      {kind === 'garment' && (
        <div
          role="group"
          aria-label={t('tryOn.samples.categories')}
          className="mt-4 flex flex-wrap gap-2"
        >
          {(['all', ...garmentCategories] as const).map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={filter === item}
              className={chip}
              onClick={() => setFilter(item)}
            >
              {t(item === 'all' ? 'tryOn.samples.all' : `toolsUi.garment.${item}`)}
            </button>
          ))}
        </div>
      )}
      {items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-ink-300 bg-white p-6 text-ink-700">
          {t('tryOn.samples.none')}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-3 lg:grid-cols-4">
          {items.map((sample) => (
            <li key={sample.id}>
              <button
                type="button"
                aria-label={t('tryOn.choose', { name: sample.name })}
                aria-pressed={onPick ? selected === sample.id : undefined}
                aria-busy={use.isPending && use.variables?.id === sample.id}
                // Not `disabled`: a disabled button drops focus to <body> (issue 25).
                aria-disabled={use.isPending}
                onClick={() => {
                  if (onPick) onPick(sample);
                  else if (!use.isPending) use.mutate(sample);
                }}
                className="group block w-full overflow-hidden rounded-lg border-2 border-ink-200 hover:border-brand-500 aria-disabled:opacity-60 aria-pressed:border-brand-700"
              >
                <img
                  src={sample.image_url}
                  alt=""
                  loading="lazy"
                  className="aspect-[3/4] w-full bg-white object-contain"
                />
                <CardName name={sample.name} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
