/**
 * English strings of generation: the tool parameters' validation messages (src/contracts/tools.ts),
 * the engine's errors and the hairstyle catalogue's names.
 */
export const enGeneration = {
  'generation.categoryInvalid':
    'Please choose a garment category: dresses, tops, bottoms, outerwear, ao dai or ao ba ba',
  'generation.modelOrPerson':
    'Choose one model: one of your models or a sample in params.model, or your own photo in inputs.person, not both',
  'generation.modelChoiceInvalid': 'Please choose one of your models or a sample model',
  'generation.outputAspectInvalid': 'Please choose a frame: 1:1, 4:5, 3:4, 2:3, 9:16 or 16:9',
  'generation.outputResolutionInvalid': 'Please choose a resolution: 1k, 2k or 4k',
  'generation.productKindInvalid':
    'Please say how the product was photographed: flat-lay, on a hanger, on a ghost mannequin or worn by a model',
  'generation.backgroundInvalid':
    'Please choose a background: studio white, a marketplace or a scene',
  'generation.marketplaceInvalid': 'Please choose a marketplace: Shopee, TikTok Shop or Lazada',
  'generation.sceneTooLong': 'The scene must be at most {maximum} characters',
  'generation.backgroundDetailMissing':
    'Please describe the scene, or name the marketplace whose background you want',
  'generation.genderInvalid': 'Please choose male or female',
  'generation.heightRange': 'Height must be between {minimum} and {maximum} cm',
  'generation.weightRange': 'Weight must be between {minimum} and {maximum} kg',
  'generation.ageRange': 'Age must be a whole number between {minimum} and {maximum}',
  'generation.skinToneInvalid': 'Please choose a skin tone from the palette',
  'generation.bodyTypeInvalid': 'Please choose a body type from the list',
  'generation.promptTooLong': 'The prompt must be at most {maximum} characters',
  'generation.hintsTooLong': 'The hints must be at most {maximum} characters',
  'generation.aspectRatioInvalid': 'Please choose an aspect ratio: 1:1, 3:4, 4:3, 9:16 or 16:9',
  'generation.hairstyleInvalid': 'Please choose a hairstyle from the catalogue',
  'generation.hairstyleGenderMismatch': 'This hairstyle is not offered for the chosen gender',
  'generation.hairColorInvalid': 'Please choose a hair colour or enter one as #rrggbb',
  'generation.motionStyleInvalid': 'Please choose a motion style: subtle, natural or dramatic',
  'generation.durationInvalid': 'The duration must be 5, 8 or 10 seconds',
  'generation.resolutionInvalid': 'The resolution must be 480p or 1080p',
  'generation.cfgScaleRange': 'The guidance scale must be between 0 and 1',
  'generation.videoModelInvalid': 'Please choose a video model from the list',
  'generation.videoAspectInvalid':
    'Please choose the video frame: follow the photo, 9:16, 1:1 or 16:9',
  'generation.durationNotForModel': 'The chosen video model does not offer this duration',
  'generation.resolutionNotForModel': 'The chosen video model does not offer this resolution',
  'generation.presetInvalid': 'Please choose a preset from the list',
  'generation.strengthRange': 'The strength must be between 0 and 1',
  'generation.guidanceScaleRange': 'The guidance scale must be between 1 and 20',
  'generation.qualityStepsRange': 'The quality steps must be a whole number between 10 and 50',
  'generation.reframeAspectRequired':
    'Please choose the frame to extend the picture to: 1:1, 3:4, 4:3, 9:16 or 16:9',
  'generation.aspectOnlyForReframe':
    'An aspect ratio is only used by the Reframe preset: choose Reframe, or leave the aspect ratio out',
  'generation.editPromptOrPreset': 'Please describe the edit or choose a preset',
  // Engine errors (src/server/engine/engine.ts)
  'generation.engine.badInput':
    'The image could not be read. Please upload another JPEG, PNG or WebP photo.',
  'generation.engine.unsupported': 'This request is not supported by the engine.',
  'generation.instruction.notUnderstood':
    'The local engine does not understand {unknown}, so nothing was made or charged. It understands: {vocabulary}. Or pick a preset: {presets}.',
  'generation.instruction.vocabulary':
    'brighter, darker, warmer, cooler, black and white, sharper, more saturated, vintage, remove background, blur background, a white or coloured background, a garment in another colour (white, black, grey, red, orange, yellow, green, navy, blue, pink, purple, brown or beige), rotate (left, right or 180) and flip (horizontal or vertical)',
  'generation.engine.instructionUnknown':
    'The local engine did not understand this edit. It understands: brighter, darker, warmer, cooler, black and white, sharper, more saturated, vintage, remove background, blur background, rotate (left or right) and flip (vertical or horizontal), or a preset.',
  'generation.engine.timeout': 'The generation took too long and was stopped. Please try again.',
  'generation.engine.internal': 'The generation failed. Please try again.',
  // Portrait checks of the hairstyle changer and face detection (src/contracts/portrait-check.ts)
  'generation.portrait.noFace':
    'No face was found in this portrait. Choose a front-facing photo with the face in view, or paint the hair mask yourself.',
  'generation.portrait.faceTooSmall':
    'The face is small in this photo, so the hair may not be found well. A closer head-and-shoulders portrait works best.',
  'generation.portrait.faceTurned':
    'The face is turned away from the camera, so part of the hair may be missed. A front-facing portrait works best.',
  'generation.editing.noFace':
    'No face was found in this photo, so face enhancement cannot be applied. Choose a photo with a visible face, or another preset.',
  'generation.body.noFace':
    'No face was found in the face photo. Choose a clear, front-facing photo of a face, or leave the face photo out.',
  // The remote engine (src/server/engine/fal): the credits are refunded in each case.
  'generation.engine.providerBadInput':
    'The AI service could not use these photos or settings. Please try other photos or settings.',
  'generation.engine.contentPolicy':
    'The AI service declined this request under its content policy. Please try other photos or wording.',
  'generation.engine.configuration':
    'The AI service is not set up correctly right now. Your credits were returned; please try again later.',
  'generation.engine.providerFailed':
    'The AI service could not make this result. Your credits were returned; please try again.',
  'generation.webhook.badSignature': 'The webhook signature is not valid.',
  'generation.webhook.invalid': 'The webhook status must be OK or ERROR.',
  // Hairstyle catalogue (src/contracts/hairstyles.ts)
  'generation.hairCategory.short': 'Short',
  'generation.hairCategory.medium': 'Medium',
  'generation.hairCategory.long': 'Long',
  'generation.hairCategory.curly': 'Curly',
  'generation.hairCategory.updo': 'Updo',
  'generation.hairstyle.straight-layer': 'Straight layers',
  'generation.hairstyle.curly-loose': 'Loose curls',
  'generation.hairstyle.short-layer': 'Short layers',
  'generation.hairstyle.modern-bob': 'Modern bob',
  'generation.hairstyle.mullet-layer': 'Layered mullet',
  'generation.hairstyle.hime': 'Hime cut',
  'generation.hairstyle.pixie': 'Pixie',
  'generation.hairstyle.c-curl': 'C-curl',
  'generation.hairstyle.noodle-curls': 'Noodle curls',
  'generation.hairstyle.middle-part': 'Middle part',
  'generation.hairstyle.undercut': 'Undercut',
  'generation.hairstyle.side-part': 'Side part',
  'generation.hairstyle.mullet': 'Mullet',
  'generation.hairstyle.short-quiff': 'Short quiff',
  'generation.hairstyle.pompadour': 'Pompadour',
  'generation.hairstyle.layer': 'Layered',
  'generation.hairstyle.crew-cut': 'Crew cut',
  'generation.hairstyle.two-block': 'Two-block',
  'generation.hairstyle.french-crop': 'French crop',
  'generation.hairstyle.mohican': 'Mohican',
  // Spec §3: each style's short description, shown on its card in the changer.
  'generation.hairstyleDescription.straight-layer':
    'Long straight hair cut in soft layers for movement.',
  'generation.hairstyleDescription.curly-loose': 'Long hair in loose, bouncy curls.',
  'generation.hairstyleDescription.short-layer': 'A short cut layered for volume at the crown.',
  'generation.hairstyleDescription.modern-bob': 'A sleek chin-length bob with a clean line.',
  'generation.hairstyleDescription.mullet-layer': 'Short at the front, longer layers at the back.',
  'generation.hairstyleDescription.hime':
    'Straight length with cheek-length side locks and a blunt fringe.',
  'generation.hairstyleDescription.pixie': 'A very short, cropped cut that shows the face.',
  'generation.hairstyleDescription.c-curl':
    'Shoulder-length hair with ends curled inwards like a C.',
  'generation.hairstyleDescription.noodle-curls': 'Tight, springy curls all over.',
  'generation.hairstyleDescription.middle-part':
    'Long hair parted in the centre and falling evenly.',
  'generation.hairstyleDescription.undercut': 'Shaved sides with longer hair on top.',
  'generation.hairstyleDescription.side-part': 'A neat short cut combed over from a side parting.',
  'generation.hairstyleDescription.mullet': 'Short front and sides with length left at the back.',
  'generation.hairstyleDescription.short-quiff': 'Short sides with the front brushed up and back.',
  'generation.hairstyleDescription.pompadour': 'Volume swept high and back from the forehead.',
  'generation.hairstyleDescription.layer': 'Medium-length hair cut in loose layers.',
  'generation.hairstyleDescription.crew-cut': 'A very short, even cut, slightly longer on top.',
  'generation.hairstyleDescription.two-block': 'Short underneath with a longer, fuller top layer.',
  'generation.hairstyleDescription.french-crop': 'A short textured top with a straight fringe.',
  'generation.hairstyleDescription.mohican':
    'A strip of hair standing up along the middle, sides short.',
  // Try-on options of FASHN v1.6 (decision 060)
  'generation.tryOnModeInvalid': 'Please choose a try-on mode: fast, balanced or quality',
  'generation.garmentPhotoTypeInvalid':
    'Please choose the garment photo type: auto, flat-lay or model',
  'generation.seedRange': 'The seed must be a whole number between {minimum} and {maximum}',
  'generation.numSamplesRange': 'The number of samples must be a whole number from 1 to 4',
} as const;
