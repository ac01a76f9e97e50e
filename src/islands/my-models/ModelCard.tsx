import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { BrandModel } from '../../contracts/brand-models.ts';
import { useT } from '../app-shell/i18n.ts';
import { secondaryButton } from '../assets/UploadButton.tsx';
import { Confirmation } from '../ui/Confirmation.tsx';
import { describeApiFailure } from './api-failure.ts';
import {
  brandModelKeys,
  fetchBrandModel,
  PENDING_POLL_MS,
  retireBrandModel,
} from './my-models-api.ts';
import { RenameForm } from './RenameForm.tsx';

const statusClass = {
  pending: 'bg-amber-100 text-amber-900',
  ready: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
} as const;

/**
 * One model: its picture, name, status and source; rename in place and retire after the app's
 * confirmation. A model being made is read again every 2 s until it is ready or failed.
 */
export function ModelCard({ model, onRetired }: { model: BrandModel; onRetired: () => void }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const live = useQuery({
    queryKey: brandModelKeys.one(model.id),
    queryFn: () => fetchBrandModel(model.id),
    enabled: model.status === 'pending',
    refetchInterval: (query) =>
      (query.state.data?.status ?? 'pending') === 'pending' ? PENDING_POLL_MS : false,
  });
  const shown = model.status === 'pending' && live.data ? live.data : model;
  // Once made (or failed), the list reads it again so every screen sees the same state.
  useEffect(() => {
    if (model.status === 'pending' && live.data && live.data.status !== 'pending') {
      void queryClient.invalidateQueries({ queryKey: brandModelKeys.all });
    }
  }, [model.status, live.data, queryClient]);

  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // The rename form goes: its button, back in its place, takes focus rather than <body>.
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const [confirming, setConfirming] = useState(false);
  const [retiring, setRetiring] = useState(false);
  async function retire() {
    setRetiring(true);
    try {
      await retireBrandModel(model.id);
      toast.success(t('myModels.retiredDone', { name: shown.name }));
      await queryClient.invalidateQueries({ queryKey: brandModelKeys.all });
      onRetired();
    } catch (error) {
      toast.error(describeApiFailure(error, t('myModels.failed')).message);
    } finally {
      setRetiring(false);
      setConfirming(false);
    }
  }

  const retired = shown.retired_at !== null;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-ink-200 bg-white"
    >
      {shown.thumbnail_url ? (
        <img
          src={shown.thumbnail_url}
          alt={shown.name}
          className="aspect-[3/4] w-full bg-ink-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[3/4] w-full items-center justify-center bg-ink-50 text-sm text-ink-600">
          {t('myModels.noImage')}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={`${id}-name`} translate="no" className="text-lg font-bold break-words text-ink-900">
          {shown.name}
        </h3>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-ink-600">{t('myModels.statusLabel')}</dt>
            <dd>
              <span className={`rounded px-2 py-0.5 font-semibold ${statusClass[shown.status]}`}>
                {t(`myModels.status.${shown.status}`)}
              </span>
              {retired && (
                <span className="ml-2 rounded bg-ink-100 px-2 py-0.5 font-semibold text-ink-800">
                  {t('myModels.retired')}
                </span>
              )}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-ink-600">{t('myModels.sourceLabel')}</dt>
            <dd className="text-ink-800">{t(`myModels.source.${shown.source}`)}</dd>
          </div>
        </dl>
        {!retired &&
          (editing ? (
            <RenameForm model={shown} onDone={() => setEditing(false)} />
          ) : (
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              <button
                ref={renameButton}
                type="button"
                className={secondaryButton}
                onClick={() => setEditing(true)}
              >
                {t('myModels.rename', { name: shown.name })}
              </button>
              <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
                {t('myModels.retire', { name: shown.name })}
              </button>
            </div>
          ))}
        {confirming && !retired && (
          <Confirmation
            question={t('myModels.retireQuestion', { name: shown.name })}
            busy={retiring}
            confirmLabel={t('myModels.retireConfirm')}
            cancelLabel={t('myModels.cancel')}
            onConfirm={retire}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
    </article>
  );
}
