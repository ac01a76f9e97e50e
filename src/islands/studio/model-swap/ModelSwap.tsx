import { useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import {
  modelSwapParamsSchema,
  type OutputAspectRatio,
  type OutputResolution,
} from '../../../contracts/product-to-model.ts';
import { promptMaxLength } from '../../../contracts/tools.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { FrameOptions, frameCostParams } from '../generation/FrameOptions.tsx';
import { GenerateBar } from '../generation/GenerateBar.tsx';
import { GenerationStage } from '../generation/GenerationStage.tsx';
import { ImageInput } from '../generation/ImageInput.tsx';
import { ModelStep } from '../generation/ModelStep.tsx';
import { Panel, ToolScreen } from '../generation/ToolScreen.tsx';
import { useGenerationFlow } from '../generation/use-generation-flow.ts';
import { useModelChoice } from '../generation/use-model-choice.ts';
import { usePrefill } from '../generation/use-prefill.ts';

/**
 * /model-swap (issue 42): 1 a photo of someone wearing the product (a person's photo: the picker
 * asks consent), 2 the model, resolution and frame, 3 generate, 4 the result with its garment
 * check. The clothes stay; only the person changes.
 */
export function ModelSwap() {
  const t = useT();
  const flow = useGenerationFlow('model-swap');
  const model = useModelChoice();
  const [source, setSource] = useState<Asset | null>(null);
  const [aspect, setAspect] = useState<OutputAspectRatio | null>(null);
  const [resolution, setResolution] = useState<OutputResolution>('1k');

  usePrefill('model-swap', {
    fromGeneration: ({ inputs, params }) => {
      if (inputs.source) setSource(inputs.source);
      const parsed = modelSwapParamsSchema.safeParse(params);
      if (!parsed.success) return;
      model.prefill(parsed.data.model, inputs.person, parsed.data.prompt);
      setAspect(parsed.data.aspectRatio ?? null);
      setResolution(parsed.data.resolution);
    },
    fromSource: setSource,
  });

  function generate() {
    if (!source) {
      toast.error(t('modelTools.missing.worn'));
      return;
    }
    const chosen = model.request();
    if (!chosen.ok) {
      toast.error(t(chosen.message));
      return;
    }
    const params = modelSwapParamsSchema.safeParse({
      ...chosen.params,
      prompt: model.prompt.trim() || undefined,
      aspectRatio: aspect ?? undefined,
      resolution,
    });
    if (!params.success) {
      toast.error(t(params.error.issues[0]!.message as IslandKey, { maximum: promptMaxLength }));
      return;
    }
    void flow.start({ inputs: { source: source.id, ...chosen.inputs }, params: params.data });
  }

  function resetSettings() {
    setAspect(null);
    setResolution('1k');
    flow.clearResult();
  }

  const step = flow.stage === 'result' ? 3 : flow.stage === 'processing' ? 2 : source ? 1 : 0;
  const status = !source
    ? t('modelTools.incomplete.worn')
    : model.missing
      ? t(model.missing)
      : t('toolsUi.ready');

  return (
    <ToolScreen tool="model-swap" step={step}>
      <GenerationStage
        tool="model-swap"
        flow={flow}
        onStartOver={() => {
          resetSettings();
          model.reset();
          setSource(null);
        }}
        onReset={resetSettings}
      >
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="grid gap-6">
            <Panel title={t('studio.model-swap.step1')}>
              <p className="mb-3 text-ink-700">{t('modelTools.worn.hint')}</p>
              <ImageInput slot="worn" value={source} onChange={setSource} />
            </Panel>
            <Panel title={t('studio.model-swap.step2')}>
              <div className="grid gap-4">
                <ModelStep model={model} />
                <FrameOptions
                  aspect={aspect}
                  onAspect={setAspect}
                  resolution={resolution}
                  onResolution={setResolution}
                  sourceFrame
                />
              </div>
            </Panel>
          </div>
          <aside
            className="h-fit rounded-xl border border-ink-200 bg-white p-5 lg:sticky lg:top-6"
            aria-label={t('tryOn.preview')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('tryOn.preview')}</h2>
            <p role="status" className="mt-2 text-ink-700">
              {status}
            </p>
            <GenerateBar
              tool="model-swap"
              costParams={frameCostParams(resolution)}
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
