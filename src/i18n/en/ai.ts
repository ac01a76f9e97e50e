/** English messages of the generation API (spec §5 prerequisites, §8 generation errors). */
export const enAi = {
  'ai.missing.virtual-tryon': 'Please select both model and garment before generating',
  'ai.missing.body-generator': 'Please enter all body parameters before generating',
  'ai.missing.hairstyle-changer': 'Please select both image and hairstyle before generating',
  'ai.missing.image-to-video': 'Please upload an image before generating',
  'ai.missing.image-editing': 'Please upload an image before generating',
  'ai.missing.product-to-model': 'Please upload a product photo before generating',
  'ai.missing.model-swap': 'Please upload a photo of someone wearing the product before generating',
  'ai.failed.virtual-tryon': 'An error occurred during processing. Please try again later.',
  'ai.failed.body-generator': 'An error occurred during body generation. Please try again later.',
  'ai.failed.hairstyle-changer':
    'An error occurred during hairstyle generation. Please try again later.',
  'ai.failed.image-to-video': 'An error occurred during processing. Please try again later.',
  'ai.failed.image-editing': 'An error occurred during processing. Please try again later.',
  'ai.failed.product-to-model': 'An error occurred during processing. Please try again later.',
  'ai.failed.model-swap': 'An error occurred during processing. Please try again later.',
  'ai.inputNotFound': 'The chosen image is no longer in your library. Please choose it again.',
  'ai.inputNotImage': 'A video cannot be used here. Please choose a JPEG, PNG or WebP photo.',
  'ai.inputConsentMissing':
    'No consent is recorded for the person in the chosen photo. Please upload it again as a photo of a person and confirm the consent.',
  'ai.maskInvalid': 'The painted hair mask could not be read. Please paint it again.',
  'ai.maskTooLarge': 'The painted hair mask is too large. At most {maxMegapixels} megapixels.',
  'ai.idempotencyKeyInvalid': 'The Idempotency-Key header must be 1 to 100 visible characters.',
  'ai.idempotencyKeyReused':
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  'ai.tooManyStudioJobs':
    'You already have {max} generations in progress. Wait for one to finish, then generate again.',
  'ai.tooManyConcurrentJobs':
    'You already have {max} API jobs in progress. Wait for one to finish, then submit again.',
  // Enterprise fair use (decision 067)
  'ai.fairUseBudgetReached':
    'Your account has used its fair-use budget of {budget} of engine cost for this month, so nothing was made or charged. Generations open again on {date}; to raise the budget, contact us.',
  // An option the configured model cannot use (decision 060)
  'ai.optionNotSupported':
    'The model set up for this tool cannot use {option}, so nothing was made or charged. Remove it, or ask the operator to set up a model that takes it.',
  'ai.option.face': 'the face photo',
  'ai.option.mask': 'the painted hair mask',
  'ai.option.mode': 'the try-on mode',
  'ai.option.garmentPhotoType': 'the garment photo type',
  'ai.option.seed': 'a fixed seed',
  'ai.option.numSamples': 'more than one sample',
  'ai.option.background': 'a described scene as the background',
} as const;
