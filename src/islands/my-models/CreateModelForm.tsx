import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Asset } from '../../contracts/assets.ts';
import {
  BRAND_MODEL_NAME_MAX_LENGTH,
  brandModelNameSchema,
  type BrandModelSource,
  type CreateBrandModel,
} from '../../contracts/brand-models.ts';
import { bodyParamsSchema, type BodyParams } from '../../contracts/tools.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { primaryButton } from '../assets/UploadButton.tsx';
import {
  bodyDefaults,
  bodyFieldMessage,
  type BodyFormValues,
} from '../studio/body-generator/body-form.ts';
import { BodyFields } from '../studio/body-generator/BodyFields.tsx';
import { CreditLine } from '../studio/generation/CreditLine.tsx';
import { generationKeys } from '../studio/generation/generation-api.ts';
import { errorClass, inputClass, labelClass } from '../studio/generation/ToolScreen.tsx';
import { useEstimate } from '../studio/generation/use-estimate.ts';
import { describeApiFailure, type ApiFailure } from './api-failure.ts';
import { brandModelKeys, createBrandModel } from './my-models-api.ts';
import { PhotoChoice } from './PhotoChoice.tsx';

const choices = ['photo', 'face', 'params'] as const satisfies readonly BrandModelSource[];
const noFailure: ApiFailure = { message: '', fields: {} };

/**
 * A new model: its name and one source. A library photo is ready at once and free; a face photo
 * with the body generator's fields, or those fields alone, run the body generator (its cost is
 * shown) and the card says "being made" until it is ready. The body fields are the body
 * generator's own, checked with the API's schema.
 */
export function CreateModelForm() {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [source, setSource] = useState<BrandModelSource>('photo');
  const [photo, setPhoto] = useState<Asset | null>(null);
  const [face, setFace] = useState<Asset | null>(null);
  const [failure, setFailure] = useState<ApiFailure>(noFailure);
  const [busy, setBusy] = useState(false);
  const body = useForm<BodyFormValues, unknown, BodyParams>({
    resolver: zodResolver(bodyParamsSchema),
    defaultValues: bodyDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const engine = useEstimate('body-generator').data?.engine;

  async function send(request: CreateBrandModel) {
    setBusy(true);
    try {
      const model = await createBrandModel(request);
      toast.success(
        t(model.status === 'pending' ? 'myModels.createdPending' : 'myModels.created', {
          name: model.name,
        }),
      );
      setName('');
      setPhoto(null);
      setFace(null);
      body.reset(bodyDefaults);
      void queryClient.invalidateQueries({ queryKey: generationKeys.estimates('body-generator') });
    } catch (error) {
      const described = describeApiFailure(error, t('myModels.failed'));
      for (const [field, message] of Object.entries(described.fields)) {
        if (field in bodyDefaults) body.setError(field as keyof BodyFormValues, { message });
      }
      setFailure(described);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: brandModelKeys.all });
    }
  }

  function submit() {
    if (busy) return;
    const fields: Record<string, string> = {};
    const parsed = brandModelNameSchema.safeParse(name);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message as IslandKey;
      fields.name = t(key, { maximum: BRAND_MODEL_NAME_MAX_LENGTH });
    }
    if (source === 'photo' && !photo) fields.photo = t('myModels.photoRequired');
    if (source === 'face' && !face) fields.face = t('myModels.faceRequired');
    setFailure({ message: '', fields });
    const ready = parsed.success && Object.keys(fields).length === 0;
    if (source === 'photo') {
      if (ready && photo) void send({ name: parsed.data, photo: photo.id });
      return;
    }
    void body.handleSubmit((params) => {
      if (!ready) return;
      void send({
        name: parsed.data,
        params,
        ...(face && source === 'face' ? { face: face.id } : {}),
      });
    })();
  }

  const message = (text: string | undefined) => (text ? bodyFieldMessage(t, text) : undefined);
  const nameError = failure.fields.name;
  return (
    <form
      noValidate
      className="mt-4 grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="max-w-md">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('myModels.name')}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          maxLength={BRAND_MODEL_NAME_MAX_LENGTH + 20}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          className={inputClass}
        />
        {nameError && (
          <p id={`${id}-name-error`} role="alert" className={errorClass}>
            {nameError}
          </p>
        )}
      </div>

      <fieldset className="rounded-md border border-ink-200 p-3">
        <legend className="px-1 text-sm font-semibold text-ink-800">
          {t('myModels.sourceLegend')}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {choices.map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-source`}
                value={choice}
                checked={source === choice}
                onChange={() => setSource(choice)}
              />
              {t(`myModels.choice.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {source === 'photo' ? (
        <div className="grid gap-2">
          <PhotoChoice
            kind="model"
            label="myModels.photo"
            choose="myModels.photoChoose"
            change="myModels.photoChange"
            value={photo}
            onChange={setPhoto}
            error={failure.fields.photo}
          />
          <p className="text-sm text-ink-700">{t('myModels.photoFree')}</p>
        </div>
      ) : (
        <>
          {source === 'face' && (
            <PhotoChoice
              kind="face"
              label="myModels.face"
              choose="myModels.faceChoose"
              change="myModels.faceChange"
              value={face}
              onChange={setFace}
              error={failure.fields.face}
            />
          )}
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold text-ink-800">
              {t('myModels.bodyLegend')}
            </legend>
            <BodyFields form={body} message={message} engine={engine} />
          </fieldset>
        </>
      )}

      <div>
        <button type="submit" aria-disabled={busy || undefined} className={primaryButton}>
          {busy ? t('myModels.creating') : t('myModels.create')}
        </button>
        {source !== 'photo' && <CreditLine tool="body-generator" />}
        {failure.message && !Object.values(failure.fields).includes(failure.message) && (
          <p role="alert" className={errorClass}>
            {failure.message}
          </p>
        )}
      </div>
    </form>
  );
}
