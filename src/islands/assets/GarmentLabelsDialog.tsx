import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../contracts/assets.ts';
import { COLOR_MAX_LENGTH, SKU_MAX_LENGTH } from '../../contracts/garment-labels.ts';
import { garmentCategories, type GarmentCategory } from '../../contracts/tools.ts';
import { useT } from '../app-shell/i18n.ts';
import { errorToast } from '../auth/toasts.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { assetsKey, updateAssetLabels } from './assets-api.ts';
import { primaryButton, secondaryButton } from './UploadButton.tsx';

const fieldClass =
  'mt-1 block w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-ink-900 focus:border-brand-600';

/**
 * Issue 20: the dialog that sets a garment's SKU, colour and category. An emptied field clears
 * its value; the server checks the same contract and answers in the page's language.
 */
export function GarmentLabelsDialog({
  garment,
  onClose,
}: {
  garment: Asset | null;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [sku, setSku] = useState('');
  const [color, setColor] = useState('');
  const [category, setCategory] = useState<GarmentCategory | ''>('');
  useEffect(() => {
    if (!garment) return;
    setSku(garment.sku ?? '');
    setColor(garment.color ?? '');
    setCategory(garment.garment_category ?? '');
  }, [garment]);
  const save = useMutation({
    mutationFn: (asset: Asset) =>
      updateAssetLabels(asset.id, {
        sku: sku.trim() || null,
        color: color.trim() || null,
        category: category || null,
      }),
    onSuccess: async () => {
      toast.success(t('assets.garment.saved'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: assetsKey });
    },
    onError: (error) => errorToast(t, 'assets.garment.saveFailed', error),
  });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (garment) save.mutate(garment);
  };

  return (
    <Dialog
      open={garment !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel={t('assets.close')}
    >
      {garment && (
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`} className="pr-8 text-xl font-bold text-ink-900">
            {t('assets.garment.editTitle')}
          </h2>
          <p className="mt-1 truncate text-ink-700" title={garment.name}>
            {garment.name}
          </p>
          <p id={`${id}-hint`} className="mt-2 text-sm text-ink-600">
            {t('assets.garment.editHint')}
          </p>
          <label htmlFor={`${id}-sku`} className="mt-4 block text-sm font-semibold text-ink-800">
            {t('assets.garment.sku')}
          </label>
          <input
            id={`${id}-sku`}
            value={sku}
            maxLength={SKU_MAX_LENGTH}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setSku(event.target.value)}
            className={fieldClass}
          />
          <label htmlFor={`${id}-color`} className="mt-3 block text-sm font-semibold text-ink-800">
            {t('assets.garment.color')}
          </label>
          <input
            id={`${id}-color`}
            value={color}
            maxLength={COLOR_MAX_LENGTH}
            onChange={(event) => setColor(event.target.value)}
            className={fieldClass}
          />
          <label
            htmlFor={`${id}-category`}
            className="mt-3 block text-sm font-semibold text-ink-800"
          >
            {t('assets.garment.category')}
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as GarmentCategory | '')}
            className={fieldClass}
          >
            <option value="">{t('assets.garment.noCategory')}</option>
            {garmentCategories.map((value) => (
              <option key={value} value={value}>
                {t(`toolsUi.garment.${value}`)}
              </option>
            ))}
          </select>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={onClose}>
              {t('assets.garment.cancel')}
            </button>
            <button type="submit" className={primaryButton} disabled={save.isPending}>
              {t('assets.garment.save')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
