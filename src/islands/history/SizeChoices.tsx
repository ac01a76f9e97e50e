import { useStore } from '@nanostores/react';
import { useId } from 'react';
import {
  deliveredSize,
  orientedBox,
  sizeAllowed,
  sizeExists,
  unlockingPlan,
  type Dimensions,
} from '../../contracts/download-sizes.ts';
import type { Plan } from '../../contracts/plans.ts';
import { downloadSizes, type DownloadSize } from '../../contracts/studio.ts';
import { formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { studioPricingHref } from '../../components/pricing/checkout-link.ts';

const allSizes = Object.keys(downloadSizes) as DownloadSize[];

interface SizeChoicesProps {
  name: string;
  value: DownloadSize;
  onChange: (size: DownloadSize) => void;
  video: boolean;
  /** The result's pixels, once its image has loaded. */
  dims: Dimensions | null;
  gates: { plan: Plan; plans: Plan[] } | null;
  className: string;
  legendClassName: string;
}

/**
 * The download sizes (decision 041): each labelled with the pixels it delivers for this result
 * (its box turned to the result's orientation), and those above the viewer's plan locked with the
 * name of the cheapest plan that unlocks them. Only the sizes the result has are offered: a size
 * that would enlarge it is not listed (decision 101), and until its pixels are known only the
 * original is.
 */
export function SizeChoices(props: SizeChoicesProps) {
  const { name, value, onChange, video, dims, gates } = props;
  const t = useT();
  const locale = useStore($locale);
  const hintId = useId();
  // Pixel sizes read as dimensions (1920 × 1080), not as amounts: no thousands separator.
  const pixels = (value: number) => formatNumber(value, locale, { useGrouping: false });
  const label = (size: DownloadSize) => {
    const box = downloadSizes[size];
    const shown =
      dims && gates
        ? deliveredSize(dims, size, gates.plan)
        : dims && box
          ? orientedBox(box, dims)
          : (box ?? dims);
    if (!shown) return t('history.size.originalPlain');
    const text = `${pixels(shown.width)} × ${pixels(shown.height)}`;
    return t(`history.size.${size}`, { dims: text });
  };
  const sizes = allSizes.filter((size) => size === 'original' || (dims && sizeExists(dims, size)));
  const locks = sizes.map((size) =>
    !video && gates && !sizeAllowed(gates.plan, size) ? unlockingPlan(gates.plans, size) : null,
  );
  return (
    <fieldset className={props.className}>
      <legend className={props.legendClassName}>{t('history.size')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {sizes.map((size, index) => {
          const lock = locks[index];
          const locked = lock !== null && lock !== undefined;
          return (
            <label key={size} className="flex flex-wrap items-center gap-x-2">
              <input
                type="radio"
                name={name}
                value={size}
                checked={value === size}
                disabled={(video && size !== 'original') || locked}
                aria-describedby={locked ? `${hintId}-${size}` : undefined}
                onChange={() => onChange(size)}
              />
              <span className={locked ? 'text-ink-600' : undefined}>{label(size)}</span>
              {locked && (
                <span id={`${hintId}-${size}`} className="w-full pl-6 text-xs text-ink-700">
                  {t('history.sizeLocked', { plan: t(`pricing.plan.${lock.id}`) })}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {locks.some(Boolean) && (
        <a
          href={studioPricingHref('/history')}
          className="mt-2 inline-block text-sm font-semibold text-brand-800 underline"
        >
          {t('history.sizePlanLink')}
        </a>
      )}
      {video && <p className="mt-2 text-sm text-ink-700">{t('history.videoOriginalOnly')}</p>}
      {!video && dims && sizes.length < allSizes.length && (
        <p className="mt-2 text-sm text-ink-700">
          {t('history.sizesOfResult', { dims: `${pixels(dims.width)} × ${pixels(dims.height)}` })}
        </p>
      )}
    </fieldset>
  );
}
