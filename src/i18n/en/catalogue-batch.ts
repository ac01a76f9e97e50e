/** Issue 20: the messages of catalogue batches (submit, limits, retry). */
export const enCatalogueBatch = {
  'catalogueBatch.assetNotFound': 'This item is no longer in your library. Please choose again.',
  'catalogueBatch.duplicate':
    'You chose the same item twice. Choose each garment and each model once.',
  'catalogueBatch.notGarment': 'This item is not a garment. Choose it among your garments.',
  'catalogueBatch.notModel': 'This item is not a model. Choose it among your models.',
  'catalogueBatch.tooManyCells':
    'Your {plan} plan runs at most {max} images in one batch, and this grid has {cells}. Choose fewer garments or models, or move to the {upgrade} plan, which runs up to {upgradeMax}.',
  'catalogueBatch.gridTooLarge':
    'A batch runs at most {max} images, and this grid has {cells}. Split it into smaller batches.',
  'catalogueBatch.tooManyOpen':
    'You already have {max} batches in progress. Wait for one to finish, then start another.',
  'catalogueBatch.cellNotFailed': 'Only a failed image can be retried; this one has not failed.',
  'catalogueBatch.requestChanged':
    'This Idempotency-Key was already used for a different batch. Use a new key for a new batch.',
} as const;
