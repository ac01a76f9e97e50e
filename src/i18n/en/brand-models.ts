/**
 * The brand's models (issue 42, decision 119): a seller's own named models, the same person in
 * every try-on, product-to-model picture and catalogue cell. Errors of /models and /v1/models, and
 * of a tool's model choice.
 */
export const enBrandModels = {
  'brandModels.nameRequired': 'Give the model a name.',
  'brandModels.nameTooLong': 'A model’s name has at most {maximum} characters.',
  'brandModels.nameTaken':
    'You already have a model named “{name}”. Choose another name, or retire that model first.',
  'brandModels.sourceRequired':
    'Describe the model with the body generator’s parameters (params), optionally with a face photo (face), or choose a full-body photo from your library (photo).',
  'brandModels.faceNeedsParams':
    'A face photo is used with the body generator’s parameters: send params with face.',
  'brandModels.photoAlone':
    'A model made from a photo takes no parameters or face photo: send photo alone.',
  'brandModels.assetNotFound': 'No such image in your library: {field}.',
  'brandModels.faceWrongKind': 'The face photo must be a library image of the kind “face”.',
  'brandModels.photoWrongKind':
    'The model photo must be a library image of the kind “model”: a full-body photo.',
  'brandModels.consentMissing':
    'This photo of a person was uploaded without consent. Upload it again and confirm that you have the consent of the person in it, or that it is you.',
  'brandModels.modelNotFound':
    'No such model: {model} is neither one of your models nor a sample model.',
  'brandModels.modelRetired':
    'The model “{name}” is retired and cannot be used for new pictures. Choose another model.',
  'brandModels.modelPending':
    'The model “{name}” is still being made. Try again in a moment, when it is ready.',
  'brandModels.modelFailed':
    'The model “{name}” could not be made, so it cannot be used. Create it again, or choose another model.',
} as const;
