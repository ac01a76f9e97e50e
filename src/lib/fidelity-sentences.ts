import type { FidelityCheck } from '../contracts/fidelity.ts';
import { enFidelity } from '../i18n/en/fidelity.ts';
import type { Locale } from '../i18n/locales.ts';
import { viFidelity } from '../i18n/vi/fidelity.ts';
import { formatNumber, formatPercent } from './format.ts';

// Only the fidelity dictionaries: the studio and history islands call this in the browser, and
// the site-wide translator would ship every page's copy with them.
const sentences = { en: enFidelity, vi: viFidelity } as const;

// ΔE2000 to one decimal: a difference of 1 is about the least an eye sees side by side. The
// pattern's texture distance, whose thresholds are 1.9 and 2.28, needs two. The shape's score
// is a share of the garment's length or sleeve, and identity's a face similarity from 0 to 1
// (decision 121): both read as percentages.
const decimals = { colour: 1, pattern: 2 } as const;
const figure = (value: number, locale: Locale, kind: FidelityCheck['kind']) =>
  kind === 'shape' || kind === 'identity'
    ? formatPercent(value, locale)
    : formatNumber(value, locale, {
        minimumFractionDigits: decimals[kind],
        maximumFractionDigits: decimals[kind],
      });

/**
 * The sentence a seller reads for one fidelity check, in their language; the contract carries
 * only the reason code and the numbers.
 * @example describeCheck({ kind: 'colour', verdict: 'warn', score: 7.25, thresholds: { warn: 6, fail: 12 }, reason: 'colour-shifted' }, 'vi')
 * // 'Màu trang phục hơi lệch so với ảnh sản phẩm (độ lệch màu ΔE 7,3, từ mức 6,0 cần xem lại). …'
 */
export function describeCheck(check: FidelityCheck, locale: Locale): string {
  const params: Record<string, string> = {
    score: check.score === null ? '' : figure(check.score, locale, check.kind),
    warn: figure(check.thresholds.warn, locale, check.kind),
    fail: figure(check.thresholds.fail, locale, check.kind),
  };
  return sentences[locale][`fidelity.reason.${check.reason}`].replace(
    /\{(\w+)\}/g,
    (match, name: string) => params[name] ?? match,
  );
}
