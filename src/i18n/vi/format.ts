import type { Translation } from '../translation.ts';
import type { enFormat } from '../en/format.ts';

// Vietnamese nouns do not change with the count: Intl.PluralRules('vi') only ever says 'other'.
export const viFormat: Translation<typeof enFormat> = {
  'format.credits.one': '{count} tín dụng',
  'format.credits.other': '{count} tín dụng',
  'format.dateHint': 'Định dạng: {pattern}',
  'format.dateInvalid': 'Hãy nhập một ngày có thật theo dạng {pattern}',
};
