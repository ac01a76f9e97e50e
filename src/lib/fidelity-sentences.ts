import type { FidelityCheck } from '../contracts/fidelity.ts';
import { t, type Locale } from '../i18n/index.ts';
import { formatNumber } from './format.ts';

// ΔE2000 to one decimal: a difference of 1 is about the least an eye sees side by side.
const deltaE = (value: number, locale: Locale) =>
  formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The sentence a seller reads for one fidelity check, in their language; the contract carries
 * only the reason code and the numbers.
 * @example describeCheck({ kind: 'colour', verdict: 'warn', score: 7.25, thresholds: { warn: 6, fail: 12 }, reason: 'colour-shifted' }, 'vi')
 * // 'Màu trang phục hơi lệch so với ảnh sản phẩm (độ lệch màu ΔE 7,3, từ mức 6,0 cần xem lại). …'
 */
export function describeCheck(check: FidelityCheck, locale: Locale): string {
  return t(locale)(`fidelity.reason.${check.reason}`, {
    deltaE: check.score === null ? '' : deltaE(check.score, locale),
    warn: deltaE(check.thresholds.warn, locale),
    fail: deltaE(check.thresholds.fail, locale),
  });
}
