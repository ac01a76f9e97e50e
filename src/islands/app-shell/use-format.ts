import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import {
  formatBytes,
  formatCredits,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatShortDay,
  formatTime,
} from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';

/**
 * The formatting module bound to the app language, for islands (decision 047).
 * @example const format = useFormat(); format.money(99000) // '99.000 ₫' in Vietnamese
 */
export function useFormat() {
  const locale = useStore($locale);
  return useMemo(
    () => ({
      locale,
      number: (value: number, options?: Parameters<typeof formatNumber>[2]) =>
        formatNumber(value, locale, options),
      money: (amount: number) => formatMoney(amount, locale),
      credits: (count: number) => formatCredits(count, locale),
      bytes: (bytes: number) => formatBytes(bytes, locale),
      date: (when: string | Date) => formatDate(when, locale),
      shortDay: (day: string) => formatShortDay(day, locale),
      time: (when: string | Date) => formatTime(when, locale),
      dateTime: (when: string | Date) => formatDateTime(when, locale),
    }),
    [locale],
  );
}
