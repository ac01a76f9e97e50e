import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import { findHairstyle, type HairstyleId } from '../../../contracts/hairstyles.ts';
import { hairstyleParamsSchema, promptMaxLength } from '../../../contracts/tools.ts';
import { useT } from '../../app-shell/i18n.ts';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { GenerationStage } from '../generation/GenerationStage.tsx';
import { GenerateBar } from '../generation/GenerateBar.tsx';
import { ImageInput } from '../generation/ImageInput.tsx';
import { inputClass, labelClass, Panel, ToolScreen } from '../generation/ToolScreen.tsx';
import { useGenerationFlow } from '../generation/use-generation-flow.ts';
import { usePrefill } from '../generation/use-prefill.ts';
import { HairColorPicker } from './HairColorPicker.tsx';
import { strokesFromMask } from './mask.ts';
import { MaskEditor } from './MaskEditor.tsx';
import { PortraitCheckNotice } from './PortraitCheckNotice.tsx';
import { StyleGrid, type CategoryFilter, type GenderFilter } from './StyleGrid.tsx';
import { usePortraitCheck } from './use-portrait-check.ts';

const DEFAULT_COLOR = 'black';

/**
 * /hairstyle-changer (spec §2.8): a front-facing portrait, one of twenty styles (filtered by
 * category and gender), then colour, description and an optional painted mask.
 */
export function HairstyleChanger() {
  const t = useT();
  const id = useId();
  const flow = useGenerationFlow('hairstyle-changer');
  const [portrait, setPortrait] = useState<Asset | null>(null);
  const [styleId, setStyleId] = useState<HairstyleId | null>(null);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [gender, setGender] = useState<GenderFilter>('all');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [prompt, setPrompt] = useState('');
  const [mask, setMask] = useState<{ url: string; strokes: ImageData } | null>(null);
  const [editing, setEditing] = useState(false);
  const check = usePortraitCheck(portrait?.id ?? null);
  // Decision 020: without a face the engine needs a painted mask; warnings never block.
  const blocked = check.status === 'done' && !check.ok && !mask;

  // Regenerate: the same portrait, style, colour, description and painted mask.
  usePrefill('hairstyle-changer', {
    fromGeneration: async ({ inputs, params, mask: painted }) => {
      if (inputs.person) setPortrait(inputs.person);
      setMask(painted ? { url: painted, strokes: await strokesFromMask(painted) } : null);
      const parsed = hairstyleParamsSchema.safeParse(params);
      if (!parsed.success) return;
      setStyleId(parsed.data.styleId);
      setColor(parsed.data.hairColor);
      setPrompt(parsed.data.prompt ?? '');
    },
  });

  function choosePortrait(asset: Asset | null) {
    setPortrait(asset);
    setMask(null);
  }

  function generate() {
    if (promptError || blocked) return;
    if (!portrait || !styleId) {
      toast.error(t('toolsUi.hair.missing'));
      return;
    }
    void flow.start({
      inputs: { person: portrait.id },
      params: {
        styleId,
        hairColor: color,
        // The style's own gender: a filter changed after choosing never contradicts it.
        gender: findHairstyle(styleId)?.gender,
        ...(prompt.trim() ? { prompt: prompt.trim() } : {}),
      },
      ...(mask ? { mask: mask.url } : {}),
    });
  }

  function resetSettings() {
    setStyleId(null);
    setCategory('all');
    setGender('all');
    setColor(DEFAULT_COLOR);
    setPrompt('');
    setMask(null);
    flow.clearResult();
  }

  const step =
    flow.stage === 'result'
      ? 3
      : flow.stage === 'processing'
        ? 2
        : !portrait
          ? 0
          : !styleId
            ? 1
            : 2;
  const promptError = prompt.trim().length > promptMaxLength;

  return (
    <ToolScreen tool="hairstyle-changer" step={step}>
      <GenerationStage
        tool="hairstyle-changer"
        flow={flow}
        onStartOver={() => {
          resetSettings();
          choosePortrait(null);
        }}
        onReset={resetSettings}
      >
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="grid gap-6">
            <Panel title={t('studio.hairstyle-changer.step1')}>
              <p className="mb-3 text-sm text-ink-700">{t('toolsUi.hair.portraitHint')}</p>
              <ImageInput slot="portrait" value={portrait} onChange={choosePortrait} />
              {portrait && <PortraitCheckNotice check={check} masked={Boolean(mask)} />}
            </Panel>
            <Panel title={t('studio.hairstyle-changer.step2')}>
              <StyleGrid
                category={category}
                gender={gender}
                value={styleId}
                onCategory={setCategory}
                onGender={setGender}
                onChange={setStyleId}
              />
            </Panel>
            <Panel title={t('studio.hairstyle-changer.step3')}>
              <HairColorPicker value={color} onChange={setColor} />
              <label htmlFor={`${id}-prompt`} className={`${labelClass} mt-4`}>
                {t('toolsUi.hair.prompt')}{' '}
                <span className="font-normal text-ink-600">({t('toolsUi.optional')})</span>
              </label>
              <textarea
                id={`${id}-prompt`}
                rows={3}
                value={prompt}
                aria-invalid={promptError || undefined}
                aria-describedby={promptError ? `${id}-prompt-error` : undefined}
                onChange={(event) => setPrompt(event.target.value)}
                className={inputClass}
              />
              {promptError && (
                <p id={`${id}-prompt-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {t('generation.promptTooLong', { maximum: promptMaxLength })}
                </p>
              )}
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={!portrait}
                  onClick={() => setEditing(true)}
                >
                  {t('toolsUi.mask.open')}
                </button>
                {mask && (
                  <>
                    <span role="status" className="text-sm text-ink-700">
                      {t('toolsUi.mask.painted')}
                    </span>
                    <button type="button" className={secondaryButton} onClick={() => setMask(null)}>
                      {t('toolsUi.mask.remove')}
                    </button>
                  </>
                )}
              </div>
              {!portrait && (
                <p className="mt-2 text-sm text-ink-600">{t('toolsUi.mask.needsPortrait')}</p>
              )}
            </Panel>
          </div>
          <aside
            className="h-fit rounded-xl border border-ink-200 bg-white p-5 lg:sticky lg:top-6"
            aria-label={t('tryOn.preview')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('tryOn.preview')}</h2>
            <p role="status" className="mt-2 text-ink-700">
              {portrait && styleId ? t('toolsUi.ready') : t('toolsUi.hair.incomplete')}
            </p>
            <GenerateBar
              tool="hairstyle-changer"
              busy={flow.busy}
              failure={flow.failure}
              onGenerate={generate}
              blockedReason={blocked ? t('toolsUi.hair.needsMask') : undefined}
              className="mt-4"
            />
          </aside>
        </div>
      </GenerationStage>
      {portrait && (
        <MaskEditor
          open={editing}
          portrait={portrait}
          initial={mask?.strokes ?? null}
          onSave={(url, strokes) => setMask({ url, strokes })}
          onClose={() => setEditing(false)}
        />
      )}
    </ToolScreen>
  );
}
