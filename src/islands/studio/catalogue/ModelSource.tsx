import type { BatchTool } from '../../../contracts/catalogue.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';

const choices: { tool: BatchTool; label: IslandKey }[] = [
  { tool: 'virtual-tryon', label: 'catalogue.modelSource.photos' },
  { tool: 'product-to-model', label: 'catalogue.modelSource.brand' },
];

/**
 * What the model column is made of (decision 123): the seller's model photos, dressed by the
 * try-on, or their brand models and the sample models, dressed by product to model, so a seller
 * with no model photo still gets a grid. Native radios: arrows, Space and screen readers work.
 */
export function ModelSource({
  tool,
  onChange,
}: {
  tool: BatchTool;
  onChange: (tool: BatchTool) => void;
}) {
  const t = useT();
  return (
    <fieldset className="rounded-lg border border-ink-200 bg-white p-3">
      <legend className="px-1 font-semibold text-ink-900">{t('catalogue.modelSource')}</legend>
      <div className="space-y-2">
        {choices.map((choice) => (
          <label key={choice.tool} className="flex items-start gap-2 text-ink-800">
            <input
              type="radio"
              name="catalogue-model-source"
              className="mt-1 size-4 shrink-0 accent-brand-700"
              checked={tool === choice.tool}
              onChange={() => onChange(choice.tool)}
            />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
