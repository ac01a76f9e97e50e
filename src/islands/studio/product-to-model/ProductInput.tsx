import { useState } from 'react';
import type { Asset } from '../../../contracts/assets.ts';
import type { Sample } from '../../../contracts/samples.ts';
import { useT } from '../../app-shell/i18n.ts';
import { Tabs } from '../../assets/Tabs.tsx';
import { ImageInput } from '../generation/ImageInput.tsx';
import { SamplePicker } from '../generation/SamplePicker.tsx';

type Source = 'library' | 'samples';

interface ProductInputProps {
  value: Asset | null;
  onChange: (asset: Asset | null) => void;
  /** A sample garment was chosen: its category comes with it. */
  onSample: (asset: Asset, sample: Sample) => void;
}

/**
 * Product to model's first step: the product photo from the library or an upload (kept as a
 * garment), or one of the sample garments, copied into the library like the try-on's.
 */
export function ProductInput({ value, onChange, onSample }: ProductInputProps) {
  const t = useT();
  const [source, setSource] = useState<Source>('library');
  return (
    <div>
      <p className="text-ink-700">{t('modelTools.product.kinds')}</p>
      <div className="mt-4">
        <Tabs<Source>
          items={[
            { id: 'library', label: t('tryOn.tab.gallery') },
            { id: 'samples', label: t('tryOn.samples.garments') },
          ]}
          value={source}
          onChange={setSource}
          label={t('modelTools.product.sources')}
          idPrefix="product-source"
        />
      </div>
      <div
        role="tabpanel"
        id="product-source-panel"
        aria-labelledby={`product-source-${source}`}
        className="mt-4"
      >
        {source === 'library' ? (
          <ImageInput slot="product" value={value} onChange={onChange} />
        ) : (
          <SamplePicker kind="garment" onUse={onSample} />
        )}
      </div>
    </div>
  );
}
