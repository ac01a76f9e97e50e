import { useId } from 'react';
import { useT } from '../../app-shell/i18n.ts';
import { BrandModelPicker } from './BrandModelPicker.tsx';
import { ImageInput } from './ImageInput.tsx';
import { ModelChooser, type ModelOption } from './ModelChooser.tsx';
import { OptionalLabel } from './OptionalPrompt.tsx';
import { SamplePicker } from './SamplePicker.tsx';
import { inputClass } from './ToolScreen.tsx';
import type { ModelChoiceState, ModelSource } from './use-model-choice.ts';

/**
 * The model part of product to model and model swap: a suitable model (the default), a sample
 * model or one of the brand's models (its id goes as `params.model`), or the seller's own photo
 * (`inputs.person`), then the optional prompt for the model and the pose.
 * @example <ModelStep model={useModelChoice()} />
 */
export function ModelStep({ model }: { model: ModelChoiceState }) {
  const t = useT();
  const id = useId();
  const options: ModelOption<ModelSource>[] = [
    {
      id: 'suitable',
      label: t('modelTools.model.suitable'),
      hint: t('modelTools.model.suitableHint'),
    },
    {
      id: 'sample',
      label: t('modelTools.model.sample'),
      hint: t('modelTools.model.chooseSample'),
      panel: (
        <SamplePicker
          kind="model"
          selected={model.sampleId}
          onPick={(sample) => model.setSampleId(sample.id)}
        />
      ),
    },
    {
      id: 'brand',
      label: t('modelTools.model.brand'),
      hint: t('modelTools.model.brandHint'),
      panel: <BrandModelPicker selected={model.brandModelId} onPick={model.setBrandModelId} />,
    },
    {
      id: 'own',
      label: t('modelTools.model.own'),
      hint: t('modelTools.model.ownHint'),
      panel: <ImageInput slot="person" value={model.person} onChange={model.setPerson} />,
    },
  ];
  return (
    <div className="grid gap-4">
      <ModelChooser options={options} value={model.source} onChange={model.setSource} />
      <div>
        <OptionalLabel htmlFor={`${id}-prompt`}>{t('modelTools.model.prompt')}</OptionalLabel>
        <textarea
          id={`${id}-prompt`}
          rows={2}
          value={model.prompt}
          onChange={(event) => model.setPrompt(event.target.value)}
          className={inputClass}
        />
      </div>
    </div>
  );
}
