import { useId } from 'react';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { garmentLabel, type PickGroup } from './pick-items.ts';

interface PickListProps {
  /** The list's heading ("Garments", "Models"). */
  legend: IslandKey;
  groups: PickGroup[];
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Garments show "SKU · colour"; models their name. */
  labelBy: 'garment' | 'name';
}

const groupTitles: Record<PickGroup['kind'], IslandKey | null> = {
  sku: null,
  noSku: 'catalogue.group.noSku',
  samples: 'catalogue.group.samples',
  library: 'catalogue.group.library',
  brandModels: 'catalogue.group.brandModels',
};

/**
 * A multi-select of pictures as native checkboxes, grouped (by SKU for garments), so Tab, Space
 * and a screen reader work without any script of ours. Each group can be chosen whole.
 */
export function PickList({ legend, groups, chosen, onChange, labelBy }: PickListProps) {
  const t = useT();
  const id = useId();
  const toggle = (keys: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };
  return (
    <fieldset className="min-w-0">
      {/* The list's name is a heading too, so the groups' h3 follow an h2 (axe heading-order). */}
      <legend>
        <h2 className="text-xl font-bold text-ink-900">{t(legend)}</h2>
      </legend>
      {groups.map((group) => {
        const keys = group.items.map((item) => item.key);
        const all = keys.every((key) => chosen.has(key));
        const title = group.title ?? t(groupTitles[group.kind] ?? 'catalogue.group.library');
        const headingId = `${id}-${group.key}`;
        return (
          // A group, not a region: garments and models both have "Samples" (landmark-unique).
          <div key={group.key} role="group" aria-labelledby={headingId} className="mt-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="font-semibold text-ink-900">
                {group.kind === 'sku' ? t('catalogue.group.sku', { sku: title }) : title}
              </h3>
              <button
                type="button"
                className={`${secondaryButton} px-3 py-1 text-sm`}
                aria-pressed={all}
                onClick={() => toggle(keys, !all)}
              >
                {t('catalogue.group.all', { group: title })}
              </button>
            </div>
            <ul className="mt-2 grid grid-cols-3 gap-3 xl:grid-cols-4">
              {group.items.map((item) => {
                const label = labelBy === 'garment' ? garmentLabel(item) : item.name;
                return (
                  <li key={item.key}>
                    <label className="group block cursor-pointer overflow-hidden rounded-lg border-2 border-ink-200 bg-white has-[:checked]:border-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                      <img
                        src={item.thumbnail}
                        alt=""
                        loading="lazy"
                        className="aspect-[3/4] w-full object-contain"
                      />
                      <span className="flex items-start gap-2 p-2 text-sm text-ink-800">
                        <input
                          type="checkbox"
                          className="mt-0.5 size-4 shrink-0 accent-brand-700"
                          checked={chosen.has(item.key)}
                          onChange={(event) => toggle([item.key], event.target.checked)}
                        />
                        <span className="min-w-0 break-words">
                          {label}
                          {labelBy === 'garment' && item.sku && (
                            <span className="block text-ink-600">{item.name}</span>
                          )}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </fieldset>
  );
}
