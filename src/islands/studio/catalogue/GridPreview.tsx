import { useStore } from '@nanostores/react';
import { formatNumber } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { garmentLabel, type PickItem } from './pick-items.ts';

/** Rows the preview draws; a larger grid is summed up under it. */
const PREVIEW_ROWS = 12;

/**
 * The grid the chosen garments and models make, before anything is spent: one row per garment
 * (SKU · colour), one column per model, a mark in every cell that will be generated.
 */
export function GridPreview({ garments, models }: { garments: PickItem[]; models: PickItem[] }) {
  const t = useT();
  const locale = useStore($locale);
  if (!garments.length || !models.length) return null;
  const rows = garments.slice(0, PREVIEW_ROWS);
  return (
    <div className="mt-3 max-h-80 overflow-auto rounded-md border border-ink-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('catalogue.gridCaption')}</caption>
        <thead className="bg-ink-50">
          <tr>
            <th scope="col" className="p-2 font-semibold">
              {t('catalogue.garment')}
            </th>
            {models.map((model) => (
              <th key={model.key} scope="col" className="p-2 font-semibold">
                {model.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((garment) => (
            <tr key={garment.key} className="border-t border-ink-100">
              <th scope="row" className="p-2 font-normal">
                {garmentLabel(garment)}
              </th>
              {models.map((model) => (
                <td key={model.key} className="p-2 text-center">
                  <span aria-hidden="true">●</span>
                  <span className="sr-only">{t('catalogue.cellPlanned')}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {garments.length > rows.length && (
        <p className="p-2 text-sm text-ink-700">
          {t('catalogue.moreRows', { count: formatNumber(garments.length - rows.length, locale) })}
        </p>
      )}
    </div>
  );
}
