import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import type { BatchSubmitResponse, BatchTool } from '../../../contracts/catalogue.ts';
import { BATCH_MAX_CELLS } from '../../../contracts/catalogue.ts';
import type { SampleList } from '../../../contracts/samples.ts';
import { api, ApiError, NetworkError } from '../../../lib/api-client.ts';
import { formatCredits, formatNumber } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { assetsKey, fetchAssets } from '../../assets/assets-api.ts';
import { primaryButton } from '../../assets/UploadButton.tsx';
import { useViewerPlan } from '../../billing/use-viewer-plan.ts';
import { CreditShortage } from '../generation/CreditShortage.tsx';
import { newIdempotencyKey, nextAttempt, type SubmitAttempt } from '../generation/idempotency.ts';
import { useEstimate } from '../generation/use-estimate.ts';
import { generationKeys } from '../generation/generation-api.ts';
import { useChoosableBrandModels } from '../generation/use-brand-models.ts';
import { catalogueKeys, copySample, submitBatch } from './catalogue-api.ts';
import { GridPreview } from './GridPreview.tsx';
import { ModelSource } from './ModelSource.tsx';
import { groupGarments, groupModelChoices, groupModels, type PickItem } from './pick-items.ts';
import { PickList } from './PickList.tsx';

/** The library lists read for the pickers: a seller's season fits in one page. */
const LIBRARY_PAGE = 100;

/**
 * The picking half of /catalogue (issue 20): garments by SKU and colour, models from the library
 * and the samples, the grid they make with its cost, and "Generate all".
 */
export function BatchPlanner({ onStarted }: { onStarted: (batch: BatchSubmitResponse) => void }) {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const queryClient = useQueryClient();
  const [garmentKeys, setGarmentKeys] = useState<Set<string>>(new Set());
  const [modelKeys, setModelKeys] = useState<Set<string>>(new Set());
  // Decision 123: model photos run the try-on; brand models and samples run product to model.
  const [tool, setTool] = useState<BatchTool>('virtual-tryon');
  const byChoice = tool === 'product-to-model';
  const [failure, setFailure] = useState<{ credits: boolean; message: string } | null>(null);

  const garments = useQuery({
    queryKey: [...assetsKey, 'catalogue', 'garment'],
    queryFn: () => fetchAssets({ kind: 'garment', limit: LIBRARY_PAGE }),
  });
  const models = useQuery({
    queryKey: [...assetsKey, 'catalogue', 'model'],
    queryFn: () => fetchAssets({ kind: 'model', limit: LIBRARY_PAGE }),
  });
  const garmentSamples = useQuery({
    queryKey: ['samples', 'garment', locale],
    queryFn: () => api.get<SampleList>('/samples?kind=garment'),
    staleTime: Infinity,
  });
  const modelSamples = useQuery({
    queryKey: ['samples', 'model', locale],
    queryFn: () => api.get<SampleList>('/samples?kind=model'),
    staleTime: Infinity,
  });
  const brandModels = useChoosableBrandModels(byChoice);
  const garmentGroups = useMemo(
    () => groupGarments(garments.data?.items ?? [], garmentSamples.data?.items ?? []),
    [garments.data, garmentSamples.data],
  );
  const modelGroups = useMemo(
    () =>
      byChoice
        ? groupModelChoices(brandModels.data ?? [], modelSamples.data?.items ?? [])
        : groupModels(models.data?.items ?? [], modelSamples.data?.items ?? []),
    [byChoice, brandModels.data, models.data, modelSamples.data],
  );
  const chosenGarments = pickedIn(garmentGroups, garmentKeys);
  const chosenModels = pickedIn(modelGroups, modelKeys);
  const cells = chosenGarments.length * chosenModels.length;

  const estimate = useEstimate(tool);
  const viewer = useViewerPlan(true);
  const perCell = estimate.data?.cost ?? null;
  const gridCost = perCell === null ? null : perCell * cells;
  const balance = estimate.data?.balance ?? null;
  const short = gridCost !== null && balance !== null && cells > 0 && balance < gridCost;
  const maxCells = viewer ? BATCH_MAX_CELLS[viewer.plan.id] : null;
  const tooLarge = maxCells !== null && cells > maxCells;

  // The last Generate all: an identical one after no answer keeps its key and its asset ids
  // (samples are copied into the library first), so a batch the server did take is not held twice.
  const last = useRef<BatchAttempt | null>(null);
  const submit = useMutation({
    mutationFn: async () => {
      const body = JSON.stringify([tool, ...[chosenGarments, chosenModels].map(keysOf)]);
      const attempt: BatchAttempt = nextAttempt(last.current, body, () => newIdempotencyKey());
      last.current = attempt;
      try {
        attempt.prepared ??= {
          tool,
          garments: await assetIds(chosenGarments),
          // Product to model takes a brand model's or a sample's own id (`params.model`).
          models: byChoice ? keysOf(chosenModels).map(idOf) : await assetIds(chosenModels),
        };
        return await submitBatch(attempt.prepared, attempt.key);
      } catch (error) {
        attempt.unanswered = error instanceof NetworkError;
        throw error;
      }
    },
    onMutate: () => setFailure(null),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      await queryClient.invalidateQueries({ queryKey: generationKeys.estimates(tool) });
      onStarted(answer);
    },
    onError: (error) =>
      setFailure({
        credits: error instanceof ApiError && error.status === 402,
        message: error instanceof ApiError ? error.message : t('catalogue.submitFailed'),
      }),
  });

  const loading = garments.isPending || models.isPending;
  const blocked =
    cells === 0
      ? t('catalogue.pickBoth')
      : tooLarge && viewer && maxCells !== null
        ? t('catalogue.tooLarge', {
            max: formatNumber(maxCells, locale),
            plan: t(`pricing.plan.${viewer.plan.id}`),
          })
        : undefined;
  const shortageId = `${id}-shortage`;
  const reasonId = `${id}-reason`;
  const described = [blocked && reasonId, (short || failure?.credits) && shortageId].filter(
    Boolean,
  );

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-8">
        {loading ? (
          <p role="status">{t('assets.loading')}</p>
        ) : (
          <>
            <PickList
              legend="catalogue.garments"
              groups={garmentGroups}
              chosen={garmentKeys}
              onChange={setGarmentKeys}
              labelBy="garment"
            />
            <p className="text-sm text-ink-700">
              {t('catalogue.garmentsHint')}{' '}
              <a href="/assets" className="font-semibold text-brand-700 underline">
                {t('catalogue.toLibrary')}
              </a>
            </p>
            <ModelSource
              tool={tool}
              onChange={(next) => {
                setTool(next);
                setModelKeys(new Set());
              }}
            />
            {/* Only the list waits for the brand models: the radio just pressed keeps focus. */}
            {byChoice && brandModels.isPending ? (
              <p role="status">{t('assets.loading')}</p>
            ) : (
              <PickList
                legend="catalogue.models"
                groups={modelGroups}
                chosen={modelKeys}
                onChange={setModelKeys}
                labelBy="name"
              />
            )}
            {byChoice && brandModels.data?.length === 0 && (
              <p className="text-sm text-ink-700">
                {t('catalogue.noBrandModels')}{' '}
                <a href="/models" className="font-semibold text-brand-700 underline">
                  {t('catalogue.toBrandModels')}
                </a>
              </p>
            )}
          </>
        )}
      </div>
      <aside
        aria-labelledby={`${id}-grid`}
        className="self-start rounded-xl border border-ink-200 bg-white p-4 lg:sticky lg:top-4"
      >
        <h2 id={`${id}-grid`} className="text-xl font-bold text-ink-900">
          {t('catalogue.grid')}
        </h2>
        <p className="mt-1 text-ink-800" aria-live="polite">
          {t('catalogue.gridSize', {
            garments: formatNumber(chosenGarments.length, locale),
            models: formatNumber(chosenModels.length, locale),
            cells: formatNumber(cells, locale),
          })}
        </p>
        <GridPreview garments={chosenGarments} models={chosenModels} />
        {gridCost !== null && balance !== null && (
          <p className="mt-3 text-sm text-ink-700">
            {t('catalogue.cost', {
              cost: formatCredits(gridCost, locale),
              balance: formatCredits(balance, locale),
            })}
          </p>
        )}
        {maxCells !== null && (
          <p className="mt-1 text-sm text-ink-700">
            {t('catalogue.planLimit', { max: formatNumber(maxCells, locale) })}
          </p>
        )}
        <button
          type="button"
          className={`${primaryButton} mt-4 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
          // Focusable while it cannot run, so the reason it names is read (issue 25).
          aria-disabled={Boolean(blocked) || short || submit.isPending || undefined}
          aria-describedby={described.length ? described.join(' ') : undefined}
          onClick={() => {
            if (!blocked && !short && !submit.isPending) submit.mutate();
          }}
        >
          {submit.isPending ? t('catalogue.starting') : t('catalogue.generateAll')}
        </button>
        {blocked && (
          <p id={reasonId} className="mt-2 text-sm text-ink-700">
            {blocked}
          </p>
        )}
        {(short || failure?.credits) && estimate.data && gridCost !== null && (
          <CreditShortage
            id={shortageId}
            estimate={{ ...estimate.data, cost: gridCost, enough: false }}
            message={failure?.credits ? failure.message : undefined}
          />
        )}
        {failure && !failure.credits && (
          <p
            role="alert"
            className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800"
          >
            {failure.message}
          </p>
        )}
      </aside>
    </div>
  );
}

/** The chosen items in the order the lists show them (the grid's rows and columns). */
function pickedIn(groups: { items: PickItem[] }[], chosen: ReadonlySet<string>): PickItem[] {
  return groups.flatMap((group) => group.items).filter((item) => chosen.has(item.key));
}

/** Library ids of the chosen items; a sample is copied into the library first (one copy each). */
type BatchAttempt = SubmitAttempt & {
  prepared?: { tool: BatchTool; garments: string[]; models: string[] };
};

const keysOf = (items: PickItem[]) => items.map((item) => item.key);
/** `brand:<id>` or `sample:<id>` → the id. */
const idOf = (key: string) => key.slice(key.indexOf(':') + 1);

async function assetIds(items: PickItem[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    ids.push(item.source === 'asset' ? item.id : (await copySample(item.id)).id);
  }
  return ids;
}
