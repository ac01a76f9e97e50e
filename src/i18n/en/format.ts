/** English units the formatting module (src/lib/format.ts) puts after a number, by plural rule. */
export const enFormat = {
  'format.credits.one': '{count} credit',
  'format.credits.other': '{count} credits',
  'format.dateHint': 'Format: {pattern}',
  'format.dateInvalid': 'Enter a real date as {pattern}',
} as const;
