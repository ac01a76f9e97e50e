/** Issue 20: the /catalogue screen and the catalogue contracts' field messages. */
export const enCatalogue = {
  'catalogue.error.skuInvalid':
    'Enter a SKU of letters, digits, spaces, dots, dashes or underscores',
  'catalogue.error.skuTooLong': 'A SKU can be at most 64 characters',
  'catalogue.error.colorInvalid':
    'Enter a colour name of letters, digits, spaces, dots, dashes or underscores',
  'catalogue.error.colorTooLong': 'A colour name can be at most 40 characters',
  'catalogue.error.assetInvalid': 'This is not an item of your library',
  'catalogue.error.garmentsRequired': 'Choose at least one garment',
  'catalogue.error.modelsRequired': 'Choose at least one model',
  'catalogue.error.tooManyGarments': 'A batch can hold at most 100 garments',
  'catalogue.error.tooManyModels': 'A batch can hold at most 10 models',
  'catalogue.error.presetInvalid': 'Choose Shopee, TikTok Shop, Lazada or Original',
  'catalogue.error.batchInvalid': 'This is not one of your batches',
  'catalogue.error.generationInvalid': 'This is not one of your results',
  'catalogue.error.sourceRequired':
    'Choose one source: a batch, a SKU or results from your history',
  'catalogue.error.tooManyResults': 'An export can hold at most 500 results',
} as const;
