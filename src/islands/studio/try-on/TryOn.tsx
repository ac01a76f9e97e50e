import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import type { Sample } from '../../../contracts/samples.ts';
import type { AssetKind } from '../../../contracts/studio.ts';
import {
  tryOnCategories,
  tryOnParamsSchema,
  type TryOnCategory,
} from '../../../contracts/tools.ts';
import { useT } from '../../app-shell/i18n.ts';
import { AssetsPicker } from '../../assets/AssetsPicker.tsx';
import { Tabs } from '../../assets/Tabs.tsx';
import { primaryButton, secondaryButton } from '../../assets/UploadButton.tsx';
import { RecentHistory } from '../../history/RecentHistory.tsx';
import { Tutorial, TutorialButton } from '../../tutorial/Tutorial.tsx';
import { TRY_ON_TOUR_PARAM, tryOnTutorial } from '../../tutorial/try-on-tutorial.ts';
import { useTourFromAddress } from '../../tutorial/use-tour-from-address.ts';
import { GenerationStage } from '../generation/GenerationStage.tsx';
import { inputClass, labelClass } from '../generation/ToolScreen.tsx';
import { ToolStepper, type StepItem } from '../generation/ToolStepper.tsx';
import { useGenerationFlow } from '../generation/use-generation-flow.ts';
import { usePrefill } from '../generation/use-prefill.ts';
import { useStepFocus } from '../generation/use-step-focus.ts';
import { useToolLayout } from '../generation/tool-layout.ts';
import { LibraryGallery } from '../generation/LibraryGallery.tsx';
import { TryOnPreview } from './TryOnPreview.tsx';
import { SamplePicker } from '../generation/SamplePicker.tsx';
import { ModelCheckNotice } from './ModelCheckNotice.tsx';
import { useModelCheck } from './use-model-check.ts';

type Source = 'gallery' | 'samples';
type TryOnStep = 1 | 2 | 3;

/** Spec §2.8: 1 choose model, 2 choose garment, 3 generate. */
const steps: readonly StepItem[] = [
  'tryOn.step.model',
  { label: 'tryOn.step.garment', tour: 'tryon-garment-tab' },
  'tryOn.step.generate',
];

const stepTitles = {
  1: 'tryOn.step.model',
  2: 'tryOn.step.garment',
  3: 'tryOn.step.generate',
} as const;

/**
 * /virtual-tryon (spec §2.8): choose a model, then a garment (never before a model), then
 * generate: the processing screen, then the result. In the single layout (/virtual-tryon-legacy,
 * spec §2.2) the three step sections stand one after another with no stepper, each with its
 * own ids, and the tour (which walks the stepper) is left out.
 */
export function TryOn() {
  const t = useT();
  const [step, setStep] = useState<TryOnStep>(1);
  const [source, setSource] = useState<Source>('gallery');
  const single = useToolLayout() === 'single';
  useTourFromAddress(TRY_ON_TOUR_PARAM, () => tryOnTutorial(t), !single);
  // Single layout: the model and garment lists are both on the page, each with its own tabs.
  const [garmentSource, setGarmentSource] = useState<Source>('gallery');
  const [model, setModel] = useState<Asset | null>(null);
  const [garment, setGarment] = useState<Asset | null>(null);
  const [picking, setPicking] = useState<Extract<AssetKind, 'model' | 'garment'> | null>(null);
  const [category, setCategory] = useState<TryOnCategory>('tops');
  const flow = useGenerationFlow('virtual-tryon');
  const id = useId();
  const stepHeading = useStepFocus<HTMLHeadingElement>(step);
  const modelCheck = useModelCheck(model);
  // A refused model (or one still being checked) cannot go on: nothing is spent on it.
  const modelUsable =
    model !== null && modelCheck.status !== 'refused' && modelCheck.status !== 'checking';

  // Regenerate: the same model, garment and category, ready at the generate step.
  usePrefill('virtual-tryon', {
    fromGeneration: ({ inputs, params }) => {
      if (inputs.person) setModel(inputs.person);
      if (inputs.clothing) setGarment(inputs.clothing);
      const parsed = tryOnParamsSchema.safeParse(params);
      if (parsed.success) setCategory(parsed.data.category);
      setStep(inputs.person && inputs.clothing ? 3 : inputs.person ? 2 : 1);
    },
  });

  const reachable = (target: TryOnStep) =>
    target === 1 || (target === 2 && modelUsable) || (modelUsable && garment !== null);
  const done = (target: TryOnStep) =>
    (target === 1 && modelUsable) || (target === 2 && garment !== null);

  function generate() {
    if (!model || !garment) {
      toast.error(t('tryOn.missingInputs'));
      return;
    }
    if (!modelUsable) {
      setStep(1);
      return;
    }
    void flow.start({
      inputs: { person: model.id, clothing: garment.id },
      params: { category },
    });
  }

  function reset() {
    setModel(null);
    setGarment(null);
    setStep(1);
    setSource('gallery');
    setCategory('tops');
    flow.clearResult();
  }

  function picked(asset: Asset) {
    if (asset.kind === 'garment') setGarment(asset);
    else setModel(asset);
  }

  /** A sample copied into the library is chosen like any asset; a garment sets the category. */
  function usedSample(asset: Asset, sample: Sample) {
    picked(asset);
    if (sample.category) setCategory(sample.category);
  }

  const sourceOf = (at: TryOnStep) => (single && at === 2 ? garmentSource : source);
  const tabsPrefix = (at: TryOnStep) => (single ? `tryon-source-${at}` : 'tryon-source');
  const sourceTabs = (at: TryOnStep) => (
    <Tabs<Source>
      items={[
        {
          id: 'gallery',
          label: t('tryOn.tab.gallery'),
          tour: at === 1 && !single ? 'tryon-model-tab' : undefined,
        },
        // The garment step offers sample garments, not "sample models" (issue 22 point 14).
        { id: 'samples', label: t(at === 2 ? 'tryOn.samples.garments' : 'tryOn.tab.samples') },
      ]}
      value={sourceOf(at)}
      onChange={single && at === 2 ? setGarmentSource : setSource}
      label={t('tryOn.sources')}
      idPrefix={tabsPrefix(at)}
    />
  );

  /** A step's tabs and panel: the library (with upload) or the samples, of models or garments. */
  function sourcePicker(at: 1 | 2) {
    const kind = at === 1 ? 'model' : 'garment';
    return (
      <>
        <div className="mt-4">{sourceTabs(at)}</div>
        <div
          role="tabpanel"
          id={`${tabsPrefix(at)}-panel`}
          aria-labelledby={`${tabsPrefix(at)}-${sourceOf(at)}`}
        >
          {sourceOf(at) === 'gallery' ? (
            <>
              <button
                type="button"
                data-tour={at === 1 ? 'tryon-upload-model' : undefined}
                className={`${secondaryButton} mt-4`}
                onClick={() => setPicking(kind)}
              >
                {t(at === 1 ? 'tryOn.uploadModel' : 'tryOn.uploadGarment')}
              </button>
              <LibraryGallery
                kind={kind}
                selected={at === 1 ? model : garment}
                onSelect={at === 1 ? setModel : setGarment}
              />
            </>
          ) : (
            <SamplePicker kind={kind} onUse={usedSample} />
          )}
        </div>
      </>
    );
  }

  /** One step's section: the current one in the studio, each of the three in the single layout. */
  function stepSection(at: TryOnStep) {
    const headingId = single ? `tryon-step-heading-${at}` : 'tryon-step-heading';
    return (
      <section
        key={at}
        aria-labelledby={headingId}
        className="rounded-xl border border-ink-200 bg-white p-5"
      >
        <h2
          id={headingId}
          ref={single ? undefined : stepHeading}
          tabIndex={-1}
          className="text-xl font-bold text-ink-900 outline-none"
        >
          {t(stepTitles[at])}
        </h2>

        {at === 1 && (
          <>
            <p className="mt-1 text-ink-700">{t('tryOn.modelHint')}</p>
            <ModelCheckNotice state={modelCheck} />
            {sourcePicker(at)}
            {/* Continue and Back move between steps; the single layout shows every step. */}
            {!single && (
              <div className="mt-6 flex justify-end">
                <button
                  type="button"
                  data-tour="tryon-continue"
                  className={primaryButton}
                  disabled={!modelUsable}
                  onClick={() => setStep(2)}
                >
                  {t('tryOn.continue')}
                </button>
              </div>
            )}
          </>
        )}

        {at === 2 && (
          <>
            <p className="mt-1 text-ink-700">{t('tryOn.garmentHint')}</p>
            <label htmlFor={`${id}-category`} className={`${labelClass} mt-4`}>
              {t('toolsUi.tryOn.category')}
            </label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as TryOnCategory)}
              className={`${inputClass} max-w-xs`}
            >
              {tryOnCategories.map((item) => (
                <option key={item} value={item}>
                  {t(`toolsUi.garment.${item}`)}
                </option>
              ))}
            </select>
            {sourcePicker(at)}
            {!single && (
              <div className="mt-6 flex justify-between">
                <button type="button" className={secondaryButton} onClick={() => setStep(1)}>
                  {t('tryOn.back')}
                </button>
                <button
                  type="button"
                  className={primaryButton}
                  disabled={!garment}
                  onClick={() => setStep(3)}
                >
                  {t('tryOn.continue')}
                </button>
              </div>
            )}
          </>
        )}

        {at === 3 && (
          <>
            <p className="mt-1 text-ink-700">{t('tryOn.previewReady')}</p>
            {!single && (
              <div className="mt-6">
                <button type="button" className={secondaryButton} onClick={() => setStep(2)}>
                  {t('tryOn.back')}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    );
  }

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{t('tools.name.virtual-tryon')}</h1>
          <p className="mt-1 text-ink-700">{t('tryOn.intro')}</p>
        </div>
        {!single && (
          <TutorialButton
            config={() => tryOnTutorial(t)}
            label={t('tryOn.tour')}
            className={secondaryButton}
          />
        )}
      </div>

      {!single && (
        <div className="mt-6">
          <ToolStepper
            label="tryOn.steps"
            steps={steps}
            current={step - 1}
            reachable={(index) => reachable((index + 1) as TryOnStep)}
            done={(index) => done((index + 1) as TryOnStep)}
            onStep={(index) => setStep((index + 1) as TryOnStep)}
            tour="tryon-stepper"
          />
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <GenerationStage
          tool="virtual-tryon"
          flow={flow}
          onStartOver={reset}
          onReset={() => {
            setCategory('tops');
            flow.clearResult();
          }}
        >
          {single ? (
            <div className="grid gap-6">{([1, 2, 3] as const).map((at) => stepSection(at))}</div>
          ) : (
            stepSection(step)
          )}
        </GenerationStage>

        <TryOnPreview
          model={model}
          garment={garment}
          onGenerate={generate}
          onReset={reset}
          busy={flow.busy}
          blocked={model !== null && !modelUsable}
          failure={flow.failure}
        />
      </div>

      <div data-tour="tryon-history" className="mt-8 rounded-xl border border-ink-200 bg-white p-5">
        <RecentHistory tool="virtual-tryon" limit={4} />
      </div>
      {!single && <Tutorial />}

      <AssetsPicker
        open={picking !== null}
        kind={picking ?? 'model'}
        onSelect={picked}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}
