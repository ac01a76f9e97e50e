import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../../contracts/assets.ts';
import {
  productKinds,
  productToModelParamsSchema,
  sceneMaxLength,
  type OutputAspectRatio,
  type OutputResolution,
  type ProductKind,
} from '../../../contracts/product-to-model.ts';
import { promptMaxLength, tryOnCategories, type TryOnCategory } from '../../../contracts/tools.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { FrameOptions, frameCostParams } from '../generation/FrameOptions.tsx';
import { GenerateBar } from '../generation/GenerateBar.tsx';
import { GenerationStage } from '../generation/GenerationStage.tsx';
import { ModelStep } from '../generation/ModelStep.tsx';
import { inputClass, labelClass, Panel, ToolScreen } from '../generation/ToolScreen.tsx';
import { useGenerationFlow } from '../generation/use-generation-flow.ts';
import { useModelChoice } from '../generation/use-model-choice.ts';
import { usePrefill } from '../generation/use-prefill.ts';
import { BackgroundOptions, type BackgroundChoice } from './BackgroundOptions.tsx';
import { ProductInput } from './ProductInput.tsx';

const defaultBackground: BackgroundChoice = {
  background: 'studio-white',
  marketplace: 'shopee',
  scene: '',
};

/**
 * /product-to-model (issue 42): 1 the product photo (any of the four kinds, from the library,
 * an upload or the sample garments), 2 the model and the frame, 3 generate, 4 the result with
 * its garment check. Composed of the studio's shared generation parts.
 */
export function ProductToModel() {
  const t = useT();
  const id = useId();
  const flow = useGenerationFlow('product-to-model');
  const model = useModelChoice();
  const [product, setProduct] = useState<Asset | null>(null);
  const [productKind, setProductKind] = useState<ProductKind>('auto');
  const [category, setCategory] = useState<TryOnCategory>('auto');
  const [aspect, setAspect] = useState<OutputAspectRatio>('3:4');
  const [resolution, setResolution] = useState<OutputResolution>('1k');
  const [background, setBackground] = useState<BackgroundChoice>(defaultBackground);

  usePrefill('product-to-model', {
    fromGeneration: ({ inputs, params }) => {
      if (inputs.product) setProduct(inputs.product);
      const parsed = productToModelParamsSchema.safeParse(params);
      if (!parsed.success) return;
      const data = parsed.data;
      model.prefill(data.model, inputs.person, data.prompt);
      setProductKind(data.productKind);
      setCategory(data.category);
      setAspect(data.aspectRatio);
      setResolution(data.resolution);
      setBackground({
        background: data.background,
        marketplace: data.marketplace ?? 'shopee',
        scene: data.scene ?? '',
      });
    },
    fromSource: setProduct,
  });

  function generate() {
    if (!product) {
      toast.error(t('modelTools.missing.product'));
      return;
    }
    const chosen = model.request();
    if (!chosen.ok) {
      toast.error(t(chosen.message));
      return;
    }
    const params = productToModelParamsSchema.safeParse({
      ...chosen.params,
      prompt: model.prompt.trim() || undefined,
      productKind,
      category,
      aspectRatio: aspect,
      resolution,
      background: background.background,
      marketplace: background.background === 'marketplace' ? background.marketplace : undefined,
      scene: background.background === 'scene' ? background.scene.trim() || undefined : undefined,
    });
    if (!params.success) {
      const maximum =
        params.error.issues[0]!.path[0] === 'scene' ? sceneMaxLength : promptMaxLength;
      toast.error(t(params.error.issues[0]!.message as IslandKey, { maximum }));
      return;
    }
    void flow.start({
      inputs: { product: product.id, ...chosen.inputs },
      params: params.data,
    });
  }

  function resetSettings() {
    setProductKind('auto');
    setCategory('auto');
    setAspect('3:4');
    setResolution('1k');
    setBackground(defaultBackground);
    flow.clearResult();
  }

  const step = flow.stage === 'result' ? 3 : flow.stage === 'processing' ? 2 : product ? 1 : 0;

  return (
    <ToolScreen tool="product-to-model" step={step}>
      <GenerationStage
        tool="product-to-model"
        flow={flow}
        onStartOver={() => {
          resetSettings();
          model.reset();
          setProduct(null);
        }}
        onReset={resetSettings}
      >
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="grid gap-6">
            <Panel title={t('studio.product-to-model.step1')}>
              <ProductInput
                value={product}
                onChange={setProduct}
                onSample={(asset, sample) => {
                  setProduct(asset);
                  if (sample.category) setCategory(sample.category);
                }}
              />
            </Panel>
            <Panel title={t('studio.product-to-model.step2')}>
              <div className="grid gap-4">
                <ModelStep model={model} />
                <FrameOptions
                  aspect={aspect}
                  onAspect={(value) => setAspect(value ?? '3:4')}
                  resolution={resolution}
                  onResolution={setResolution}
                />
                <BackgroundOptions
                  value={background}
                  onChange={setBackground}
                  error={flow.failure?.fields.background}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <div>
                    <label htmlFor={`${id}-kind`} className={labelClass}>
                      {t('modelTools.productKind')}
                    </label>
                    <select
                      id={`${id}-kind`}
                      value={productKind}
                      onChange={(event) => setProductKind(event.target.value as ProductKind)}
                      className={inputClass}
                    >
                      {productKinds.map((item) => (
                        <option key={item} value={item}>
                          {t(`history.productKind.${item}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div>
                    <label htmlFor={`${id}-category`} className={labelClass}>
                      {t('toolsUi.tryOn.category')}
                    </label>
                    <select
                      id={`${id}-category`}
                      value={category}
                      onChange={(event) => setCategory(event.target.value as TryOnCategory)}
                      className={inputClass}
                    >
                      {tryOnCategories.map((item) => (
                        <option key={item} value={item}>
                          {t(`toolsUi.garment.${item}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
              </div>
            </Panel>
          </div>
          <aside
            className="h-fit rounded-xl border border-ink-200 bg-white p-5 lg:sticky lg:top-6"
            aria-label={t('tryOn.preview')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('tryOn.preview')}</h2>
            {product && (
              <img
                src={product.thumbnail_url}
                alt={product.name}
                className="mt-3 aspect-[3/4] w-full rounded-lg bg-ink-100 object-cover"
              />
            )}
            <p role="status" className="mt-2 text-ink-700">
              {!product
                ? t('modelTools.incomplete.product')
                : model.missing
                  ? t(model.missing)
                  : t('toolsUi.ready')}
            </p>
            <GenerateBar
              tool="product-to-model"
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
