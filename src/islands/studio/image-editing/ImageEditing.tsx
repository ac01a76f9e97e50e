import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import { checkInstruction } from '../../../contracts/edit-instruction-check.ts';
import {
  editingParamsSchema,
  editingPresets,
  promptMaxLength,
  reframeAspects,
  type AspectRatio,
  type EditingPreset,
} from '../../../contracts/tools.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { useFormat } from '../../app-shell/use-format.ts';
import { GenerationStage } from '../generation/GenerationStage.tsx';
import { GenerateBar } from '../generation/GenerateBar.tsx';
import { ImageInput } from '../generation/ImageInput.tsx';
import { inputClass, labelClass, Panel, ToolScreen } from '../generation/ToolScreen.tsx';
import { useEstimate } from '../generation/use-estimate.ts';
import { useGenerationFlow } from '../generation/use-generation-flow.ts';
import { usePrefill } from '../generation/use-prefill.ts';
import { InstructionHint, useInstructionRefusal } from './InstructionHint.tsx';

const advancedDefaults = { strength: 0.75, guidanceScale: 7.5, qualitySteps: 30 };

/** /image-editing (spec §2.8): upload, describe the edit or pick a preset, generate, result. */
export function ImageEditing() {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const flow = useGenerationFlow('image-editing');
  const [source, setSource] = useState<Asset | null>(null);
  const [prompt, setPrompt] = useState('');
  const [preset, setPreset] = useState<EditingPreset | null>(null);
  // Reframe's frame (decision 126); sent only with that preset.
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>('16:9');
  const [advanced, setAdvanced] = useState(advancedDefaults);
  const [promptError, setPromptError] = useState<string | null>(null);
  // The local engine reads only some instructions: checked here as on the server (decision 044).
  const engine = useEstimate('image-editing').data?.engine;
  const local = engine === 'local';
  const refusal = useInstructionRefusal();
  usePrefill('image-editing', {
    fromGeneration: ({ inputs, params }) => {
      if (inputs.source) setSource(inputs.source);
      const parsed = editingParamsSchema.safeParse(params);
      if (!parsed.success) return;
      const { prompt: text, preset: chosen, aspectRatio: frame, ...rest } = parsed.data;
      setPrompt(text ?? '');
      setPreset(chosen ?? null);
      if (frame) setAspectRatio(frame);
      setAdvanced(rest);
    },
    fromSource: setSource,
  });

  function generate() {
    if (!source) {
      toast.error(t('toolsUi.edit.missing'));
      return;
    }
    const params = editingParamsSchema.safeParse({
      prompt: prompt.trim() || undefined,
      preset: preset ?? undefined,
      aspectRatio: preset === 'reframe' ? aspectRatio : undefined,
      ...advanced,
    });
    if (!params.success) {
      setPromptError(t(params.error.issues[0]!.message as IslandKey, { maximum: promptMaxLength }));
      return;
    }
    const check = checkInstruction(params.data.prompt ?? '');
    if (local && !check.ok) {
      setPromptError(refusal(check));
      return;
    }
    setPromptError(null);
    void flow.start({ inputs: { source: source.id }, params: params.data });
  }

  function resetSettings() {
    setPrompt('');
    setPreset(null);
    setAspectRatio('16:9');
    setAdvanced(advancedDefaults);
    setPromptError(null);
    flow.clearResult();
  }

  // [field, label, min, max, step, decimals]: each value reads with the page's decimal mark
  // ("0,75" and "7,5" in Vietnamese), as the video tool's CFG scale does (issue 40).
  const ranges = [
    ['strength', 'history.param.strength', 0, 1, 0.05, 2],
    ['guidanceScale', 'history.param.guidanceScale', 1, 20, 0.5, 1],
    ['qualitySteps', 'history.param.qualitySteps', 10, 50, 1, 0],
  ] as const;
  const rangeText = (value: number, decimals: number) =>
    format.number(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const described = Boolean(prompt.trim()) || preset !== null;
  const step =
    flow.stage === 'result' ? 3 : flow.stage === 'processing' ? 2 : !source ? 0 : described ? 2 : 1;

  return (
    <ToolScreen tool="image-editing" step={step}>
      <GenerationStage
        tool="image-editing"
        flow={flow}
        onStartOver={() => {
          resetSettings();
          setSource(null);
        }}
        onReset={resetSettings}
      >
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="grid gap-6">
            <Panel title={t('studio.image-editing.step1')}>
              <ImageInput slot="source" value={source} onChange={setSource} />
            </Panel>
            <Panel title={t('studio.image-editing.step2')}>
              <label htmlFor={`${id}-prompt`} className={labelClass}>
                {t('toolsUi.edit.prompt')}
              </label>
              <textarea
                id={`${id}-prompt`}
                rows={3}
                value={prompt}
                aria-invalid={promptError ? true : undefined}
                aria-describedby={promptError ? `${id}-prompt-error` : `${id}-prompt-hint`}
                onChange={(event) => setPrompt(event.target.value)}
                className={inputClass}
              />
              <InstructionHint
                id={`${id}-prompt-hint`}
                local={engine === undefined ? undefined : local}
                prompt={prompt}
              />
              {promptError && (
                <p id={`${id}-prompt-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {promptError}
                </p>
              )}
              <div
                role="group"
                aria-label={t('history.param.presets')}
                className="mt-4 flex flex-wrap gap-2"
              >
                {editingPresets.map((item) => (
                  <button
                    key={item}
                    type="button"
                    aria-pressed={preset === item}
                    onClick={() => setPreset(preset === item ? null : item)}
                    className="rounded-full border border-ink-300 px-3 py-1 text-sm font-semibold text-ink-800 hover:bg-ink-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                  >
                    {t(`toolsUi.preset.${item}`)}
                  </button>
                ))}
              </div>
              {preset === 'reframe' && (
                <div className="mt-4">
                  <label htmlFor={`${id}-aspect`} className={labelClass}>
                    {t('toolsUi.edit.reframeAspect')}
                  </label>
                  <select
                    id={`${id}-aspect`}
                    value={aspectRatio}
                    aria-describedby={`${id}-aspect-hint`}
                    onChange={(event) => setAspectRatio(event.target.value as AspectRatio)}
                    className={inputClass}
                  >
                    {reframeAspects.map((ratio) => (
                      <option key={ratio} value={ratio}>
                        {ratio}
                      </option>
                    ))}
                  </select>
                  <p id={`${id}-aspect-hint`} className="mt-1 text-sm text-ink-700">
                    {t(local ? 'toolsUi.edit.reframeLocal' : 'toolsUi.edit.reframeRemote')}
                  </p>
                </div>
              )}
              <details className="mt-4 rounded-md border border-ink-200 p-3">
                <summary className="cursor-pointer font-semibold text-ink-800">
                  {t('toolsUi.edit.advanced')}
                </summary>
                <div className="mt-3 grid gap-3">
                  {ranges.map(([key, label, min, max, stepSize, decimals]) => (
                    <div key={key}>
                      <label htmlFor={`${id}-${key}`} className={labelClass}>
                        {t(label)}: {rangeText(advanced[key], decimals)}
                      </label>
                      <input
                        id={`${id}-${key}`}
                        type="range"
                        min={min}
                        max={max}
                        step={stepSize}
                        value={advanced[key]}
                        aria-valuetext={rangeText(advanced[key], decimals)}
                        onChange={(event) =>
                          setAdvanced({ ...advanced, [key]: Number(event.target.value) })
                        }
                        className="mt-1 w-full"
                      />
                    </div>
                  ))}
                </div>
              </details>
            </Panel>
          </div>
          <aside
            className="h-fit rounded-xl border border-ink-200 bg-white p-5 lg:sticky lg:top-6"
            aria-label={t('tryOn.preview')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('tryOn.preview')}</h2>
            <p role="status" className="mt-2 text-ink-700">
              {source && described ? t('toolsUi.ready') : t('toolsUi.edit.incomplete')}
            </p>
            <GenerateBar
              tool="image-editing"
              busy={flow.busy}
              failure={flow.failure}
              onGenerate={generate}
              className="mt-4"
            />
          </aside>
        </div>
      </GenerationStage>
    </ToolScreen>
  );
}
