import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  BRAND_MODEL_NAME_MAX_LENGTH,
  brandModelNameSchema,
  type BrandModel,
} from '../../contracts/brand-models.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { primaryButton, secondaryButton } from '../assets/UploadButton.tsx';
import { errorClass, inputClass, labelClass } from '../studio/generation/ToolScreen.tsx';
import { describeApiFailure } from './api-failure.ts';
import { brandModelKeys, renameBrandModel } from './my-models-api.ts';

/**
 * A model's new name, typed in place of its buttons: Enter saves, Escape or Cancel keeps the old
 * one. The contract's own check runs first; the API's refusal (409, the name is taken) shows as
 * it words it.
 */
export function RenameForm({ model, onDone }: { model: BrandModel; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(model.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    const parsed = brandModelNameSchema.safeParse(name);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message as IslandKey;
      setError(t(key, { maximum: BRAND_MODEL_NAME_MAX_LENGTH }));
      return;
    }
    setSaving(true);
    try {
      const renamed = await renameBrandModel(model.id, parsed.data);
      queryClient.setQueryData(brandModelKeys.one(model.id), renamed);
      await queryClient.invalidateQueries({ queryKey: brandModelKeys.all });
      toast.success(t('myModels.renamed', { name: renamed.name }));
      onDone();
    } catch (failure) {
      const described = describeApiFailure(failure, t('myModels.failed'));
      setError(described.fields.name ?? described.message);
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      className="mt-auto grid gap-2 pt-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <label htmlFor={`${id}-name`} className={labelClass}>
        {t('myModels.renameLabel', { name: model.name })}
      </label>
      <input
        id={`${id}-name`}
        autoFocus
        value={name}
        maxLength={BRAND_MODEL_NAME_MAX_LENGTH + 20}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" aria-disabled={saving || undefined} className={primaryButton}>
          {t('myModels.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('myModels.cancel')}
        </button>
      </div>
    </form>
  );
}
