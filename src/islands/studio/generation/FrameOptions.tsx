import { useId } from 'react';
import {
  outputAspectRatios,
  outputResolutions,
  resolutionLongSide,
  type OutputAspectRatio,
  type OutputResolution,
} from '../../../contracts/product-to-model.ts';
import { useT } from '../../app-shell/i18n.ts';
import { useFormat } from '../../app-shell/use-format.ts';

const fieldset = 'rounded-md border border-ink-200 p-3';
const legend = 'px-1 text-sm font-semibold text-ink-800';

interface FrameOptionsProps {
  /** `null`: the source photo's own frame, offered when `sourceFrame` is set (model swap). */
  aspect: OutputAspectRatio | null;
  onAspect: (aspect: OutputAspectRatio | null) => void;
  resolution: OutputResolution;
  onResolution: (resolution: OutputResolution) => void;
  sourceFrame?: boolean;
}

/**
 * The model tools' frame (issue 42): the aspect ratio and the resolution. Every resolution is
 * offered; one above the plan's limit is refused at Generate with the plan's message, as the
 * video tool's resolutions are, and the hint says which plans make which.
 * @example <FrameOptions aspect="3:4" onAspect={set} resolution="1k" onResolution={set} />
 */
export function FrameOptions({
  aspect,
  onAspect,
  resolution,
  onResolution,
  sourceFrame = false,
}: FrameOptionsProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const aspects: (OutputAspectRatio | null)[] = [
    ...(sourceFrame ? [null] : []),
    ...outputAspectRatios,
  ];
  return (
    <div className="grid gap-4">
      <fieldset className={fieldset}>
        <legend className={legend}>{t('modelTools.aspect')}</legend>
        <div className="flex flex-wrap gap-4">
          {aspects.map((item) => (
            <label key={item ?? 'source'} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-aspect`}
                checked={aspect === item}
                onChange={() => onAspect(item)}
              />
              {item ?? t('modelTools.aspect.source')}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset} aria-describedby={`${id}-resolution-hint`}>
        <legend className={legend}>{t('modelTools.resolution')}</legend>
        <div className="flex flex-wrap gap-4">
          {outputResolutions.map((item) => (
            <label key={item} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-resolution`}
                checked={resolution === item}
                onChange={() => onResolution(item)}
              />
              {t('modelTools.resolution.option', {
                name: item,
                pixels: format.number(resolutionLongSide[item]),
              })}
            </label>
          ))}
        </div>
        <p id={`${id}-resolution-hint`} className="mt-1 text-sm text-ink-600">
          {t('modelTools.resolution.hint')}
        </p>
      </fieldset>
    </div>
  );
}

/**
 * The priced options of a model tool for GET /ai/estimate: the resolution, left out at 1k, the
 * default (`costQuery` sends nothing for a default).
 * @example frameCostParams('2k') // { resolution: '2k' }
 */
export function frameCostParams(resolution: OutputResolution): Record<string, unknown> {
  return resolution === '1k' ? {} : { resolution };
}
