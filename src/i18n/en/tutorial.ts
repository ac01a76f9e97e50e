/** English strings of the guided tutorial (spec §2.11) and its tours; they define its keys. */
export const enTutorial = {
  'tutorial.progress': '{current} of {total}',
  'tutorial.previous': 'Previous',
  'tutorial.next': 'Next',
  'tutorial.finish': 'Finish',
  'tutorial.skip': 'Skip',
  'tutorial.countdown': 'Next in {seconds} s',
  'tutorial.waiting': 'Looking for the next part of the page...',
  'tutorial.keys': 'Left and Right arrows move between steps, Esc exits.',
  'tutorial.warning.targetNotFound': 'Tutorial step target not found, moving on',
  'tutorial.warning.alreadyActive': 'A tutorial is already running',
  'tutorial.completed': 'Tour complete',

  'tutorial.tryOn.welcome.title': 'Welcome to Virtual Try-On',
  'tutorial.tryOn.welcome.content':
    'This short tour shows how to dress a model in a garment. Use the arrow keys or the buttons to move; Esc closes the tour.',
  'tutorial.tryOn.stepper.title': 'Three steps',
  'tutorial.tryOn.stepper.content':
    'Choose a model, choose a garment, then generate. The stepper shows where you are; a garment can be chosen only after a model.',
  'tutorial.tryOn.modelTab.title': 'Choose a model',
  'tutorial.tryOn.modelTab.content':
    'Pick a photo from the Assets library or from the Sample Models.',
  'tutorial.tryOn.uploadModel.title': 'Upload your own model',
  'tutorial.tryOn.uploadModel.content':
    'Upload a full-body photo in a neutral pose: JPEG, PNG or WebP up to 10MB.',
  'tutorial.tryOn.continue.title': 'Continue',
  'tutorial.tryOn.continue.content': 'With a model selected, continue to the garment step.',
  'tutorial.tryOn.garmentTab.title': 'Choose a garment',
  'tutorial.tryOn.garmentTab.content':
    'Pick a garment from your assets library or upload one; filter by All, Dresses, Tops, Bottoms or Outerwear.',
  'tutorial.tryOn.generate.title': 'Generate',
  'tutorial.tryOn.generate.content': 'Generate the try-on. Each try-on uses 1 credit.',
  'tutorial.tryOn.preview.title': 'Preview',
  'tutorial.tryOn.preview.content':
    'Your model and garment show here, then the result, ready to open in a new tab or download.',
  'tutorial.tryOn.history.title': 'Try-on history',
  'tutorial.tryOn.history.content':
    'Every result is kept in your try-on history. A result takes about 30 to 45 seconds.',
  'tutorial.tryOn.complete.title': 'You are ready',
  'tutorial.tryOn.complete.content':
    'Choose a model to begin. Your result is ready in about 30 to 45 seconds.',

  'tutorial.help.credits.title': 'Credits',
  'tutorial.help.credits.content':
    'Each generation uses credits. This table shows what each tool costs.',
  'tutorial.help.tools.title': 'How each tool works',
  'tutorial.help.tools.content': 'A short guide to each of the five studio tools.',
  'tutorial.help.uploads.title': 'Upload rules',
  'tutorial.help.uploads.content': 'The files the studio accepts and the photos that work best.',
  'tutorial.help.shortcuts.title': 'Keyboard shortcuts',
  'tutorial.help.shortcuts.content':
    'Move through any tour with the keyboard. This step moves on by itself.',
  'tutorial.help.support.title': 'Need more help?',
  'tutorial.help.support.content':
    'Write to us from the contact page; support replies within 24 hours.',
  // First steps (issue 40): the dashboard's tour for a new account
  'tutorial.dashboard.welcome.title': 'Welcome to your studio',
  'tutorial.dashboard.welcome.content':
    'This short tour shows where your credits and tools are. Use the arrow keys or the buttons to move; Esc closes the tour.',
  'tutorial.dashboard.credits.title': 'Your credits and plan',
  'tutorial.dashboard.credits.content':
    'Each image uses 1 credit and a video from 2. Your free plan starts with 5 credits; buy more at any time.',
  'tutorial.dashboard.tools.title': 'Your tools',
  'tutorial.dashboard.tools.content':
    'Open a tool here: virtual try-on, body generator, hairstyle changer, image to video and image editing.',
  'tutorial.dashboard.complete.title': 'Ready for a first try-on',
  'tutorial.dashboard.complete.content':
    'Open Virtual Try-On with its tour from "Get started": it walks you through your first result.',
} as const;
