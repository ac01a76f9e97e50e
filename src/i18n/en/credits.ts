/** English messages about credits (spec §8). */
export const enCredits = {
  'credits.insufficient':
    'Insufficient credits. You have {userBalance}, need {cost} ({shortage} more required)',
  'credits.estimateUnavailable': 'Cost estimate unavailable',
  'credits.buyMore': 'Buy credits',
} as const;
