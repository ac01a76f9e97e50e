/** English strings of the virtual try-on screen (spec §2.8); they define its keys. */
export const enTryOn = {
  'tryOn.description': 'Dress a model photo in a garment photo.',
  'tryOn.tour': 'Take the tour',
  'tryOn.intro': 'Choose a model, then a garment, then generate the try-on image.',
  'tryOn.steps': 'Try-on steps',
  'tryOn.step.model': 'Choose model',
  'tryOn.step.garment': 'Choose garment',
  'tryOn.step.generate': 'Generate',
  'tryOn.stepLabel': 'Step {number}',
  'tryOn.stepDone': 'done',
  'tryOn.sources': 'Source',
  'tryOn.tab.gallery': 'Assets library',
  'tryOn.tab.samples': 'Sample Models',
  'tryOn.samples.models': 'Sample models',
  'tryOn.samples.garments': 'Sample garments',
  'tryOn.samples.categories': 'Filter by category',
  'tryOn.samples.all': 'All',
  'tryOn.samples.none': 'No samples in this category.',
  'tryOn.samples.useFailed': 'Could not use this sample. Please try again.',
  'tryOn.samples.kindInvalid': 'Please choose model or garment',
  'tryOn.modelHint': 'Use a full-body photo in a neutral pose.',
  'tryOn.garmentHint': 'Use a clear photo of one garment.',
  'tryOn.uploadModel': 'Upload new model',
  'tryOn.uploadGarment': 'Upload new garment',
  'tryOn.galleryModels': 'Your models',
  'tryOn.galleryGarments': 'Your garments',
  'tryOn.noModels': 'No models yet. Upload a full-body photo to start.',
  'tryOn.noGarments': 'No garments yet. Upload a garment photo.',
  'tryOn.choose': 'Choose {name}',
  'tryOn.continue': 'Continue',
  'tryOn.back': 'Back',
  'tryOn.garmentLocked': 'Choose a model first.',
  'tryOn.preview': 'Preview',
  'tryOn.previewModel': 'Model',
  'tryOn.previewGarment': 'Garment',
  'tryOn.previewEmpty': 'No model or garment selected yet.',
  'tryOn.previewReady': 'Ready to generate.',
  'tryOn.notChosen': 'Not chosen',
  'tryOn.reset': 'Reset all',
  'tryOn.missingInputs': 'Please select both model and garment before generating',
  // The model photo check (src/server/engine/local/model-check.ts)
  'tryOn.check.checking': 'Checking the model photo…',
  'tryOn.check.noGarment':
    'No garment was found in the garment photo. Please upload a clear photo of one garment.',
  'tryOn.check.modelMissing': 'Choose one model photo to check.',
  'tryOn.check.noPerson':
    'No person was found in this photo. Please upload a full-body photo of one person standing and facing the camera.',
  'tryOn.check.notFullBody':
    'This photo does not show the whole body. Please upload a full-body photo, head to feet, standing and facing the camera.',
  'tryOn.check.armsRaised':
    'The arms are raised in this photo. Please upload a photo with the arms relaxed at the sides.',
  'tryOn.check.armsCrossed':
    'The arms are crossed in this photo. Please upload a photo with the arms relaxed at the sides.',
  'tryOn.check.sideways':
    'The body is turned sideways in this photo. Please upload a photo facing the camera.',
  // Issue 40: a seated model photo (src/server/engine/local/model-check.ts)
  'tryOn.check.seated':
    'The person is sitting in this photo. Please upload a full-body photo, standing and facing the camera.',
} as const;
