/**
 * The studio screens of product to model and model swap (issue 42): the product and worn
 * photos, the model chooser, the frame and the background.
 */
export const enModelTools = {
  'modelTools.product.label': 'Product photo',
  'modelTools.product.kinds':
    'Any of four kinds works: the garment laid flat, on a hanger, on a ghost mannequin, or worn by a model.',
  'modelTools.product.sources': 'Where the product photo comes from',
  'modelTools.slot.product.choose': 'Choose or upload the product photo',
  'modelTools.slot.product.change': 'Change the product photo',
  'modelTools.productKind': 'How the product is photographed',
  'modelTools.worn.label': 'Photo of someone wearing the product',
  'modelTools.worn.hint': 'The clothes stay exactly as they are; only the person changes.',
  'modelTools.slot.worn.choose': 'Choose or upload the photo',
  'modelTools.slot.worn.change': 'Change the photo',
  'modelTools.model.legend': 'Model',
  'modelTools.model.suitable': 'A suitable model',
  'modelTools.model.suitableHint':
    'A model chosen to suit the product. You may describe the model and the pose.',
  'modelTools.model.prompt': 'Model and pose',
  'modelTools.model.sample': 'A sample model',
  'modelTools.model.brand': 'One of my models',
  'modelTools.model.brandHint':
    'A model you made in My models: the same face and body in every photo.',
  'modelTools.brand.legend': 'Choose one of your models',
  'modelTools.brand.none': 'You have no ready model yet.',
  'modelTools.brand.toModels': 'Create one in My models',
  'modelTools.brand.loadFailed': 'Your models could not be loaded.',
  'modelTools.model.own': 'Your own photo',
  'modelTools.model.ownHint': 'A full-body photo of your model, standing.',
  'modelTools.slot.person.choose': 'Choose or upload your model photo',
  'modelTools.slot.person.change': 'Change your model photo',
  'modelTools.model.chooseSample': 'Choose a sample model below.',
  'modelTools.aspect': 'Aspect ratio',
  'modelTools.aspect.source': 'As in the photo',
  'modelTools.resolution': 'Resolution',
  'modelTools.resolution.option': '{name}, long side {pixels} px',
  'modelTools.resolution.hint':
    '1k on every plan, 2k on the plans that make 1080p, 4k on the 4K plans. Each step up doubles the credits.',
  'modelTools.background': 'Background',
  'modelTools.marketplace': 'Marketplace',
  'modelTools.scene': 'Describe the scene',
  'modelTools.sceneHint': 'For example: a café terrace in the morning light.',
  'modelTools.missing.product': 'Choose a product photo first.',
  'modelTools.missing.worn': 'Choose a photo of someone wearing the product first.',
  'modelTools.missing.own': 'Choose your model photo, or another kind of model.',
  'modelTools.missing.sample': 'Choose a sample model, or another kind of model.',
  'modelTools.missing.brand': 'Choose one of your models, or another kind of model.',
  'modelTools.incomplete.product': 'Choose a product photo to start.',
  'modelTools.incomplete.worn': 'Choose a photo of someone wearing the product to start.',
  'modelTools.yourModel': 'Your model',
} as const;
