import { useId } from 'react';
import { useT } from '../../app-shell/i18n.ts';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { useChoosableBrandModels } from './use-brand-models.ts';

const linkClass = 'font-semibold text-brand-700 underline';

/**
 * "One of my models" (issue 42): the account's ready brand models as native radios with their
 * photo and name (arrow keys move the choice, as in the chooser above it); the chosen one's id
 * goes as `params.model`. With none yet, a hint that leads to /models instead of an empty list.
 * @example <BrandModelPicker selected={model.brandModelId} onPick={model.setBrandModelId} />
 */
export function BrandModelPicker({
  selected,
  onPick,
}: {
  selected: string | null;
  onPick: (id: string) => void;
}) {
  const t = useT();
  const id = useId();
  const models = useChoosableBrandModels();

  if (models.isPending) {
    return (
      <p role="status" className="text-ink-700">
        {t('assets.loading')}
      </p>
    );
  }
  if (models.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-800">{t('modelTools.brand.loadFailed')}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => void models.refetch()}
        >
          {t('assets.retry')}
        </button>
      </div>
    );
  }
  if (models.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-ink-300 bg-white p-4 text-ink-700">
        {t('modelTools.brand.none')}{' '}
        <a href="/models" className={linkClass}>
          {t('modelTools.brand.toModels')}
        </a>
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="text-sm text-ink-700">{t('modelTools.brand.legend')}</legend>
      <ul className="mt-2 grid grid-cols-3 gap-3 lg:grid-cols-4">
        {models.data.map((model) => (
          <li key={model.id}>
            <label className="block cursor-pointer overflow-hidden rounded-lg border-2 border-ink-200 bg-white has-[:checked]:border-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
              {model.thumbnail_url && (
                <img
                  src={model.thumbnail_url}
                  alt=""
                  loading="lazy"
                  className="aspect-[3/4] w-full bg-white object-contain"
                />
              )}
              <span className="flex items-start gap-2 p-2 text-sm text-ink-800">
                <input
                  type="radio"
                  name={`${id}-brand-model`}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  checked={selected === model.id}
                  onChange={() => onPick(model.id)}
                />
                <span className="min-w-0 break-words">{model.name}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
