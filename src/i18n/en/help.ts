/** English strings of the studio's Help page; they define its keys. */
export const enHelp = {
  'help.title': 'Help',
  'help.description': 'How Kiểu Studio works: credits, tools, uploads, shortcuts and support.',
  'help.heading': 'Help',
  'help.intro': 'Answers to the questions people ask most when they start in the studio.',
  'help.tour': 'Take the tour of this page',
  'help.contents': 'On this page',

  'help.credits.heading': 'How credits work',
  'help.credits.body':
    'Every generation uses credits from your balance. The free plan starts with 5 credits and watermarked exports. Unused credits roll over for up to 12 months.',
  'help.credits.caption': 'Credits per generation',
  'help.credits.tool': 'Tool',
  'help.credits.cost': 'Credits',
  'help.credits.costValue': '{count} credits',
  'help.credits.costOne': '1 credit',
  'help.credits.plans': 'See plans and prices',

  'help.tools.heading': 'How to use each tool',
  'help.tools.intro':
    'Each tool is a stepper: work through the steps in order. The tools need a desktop (1024 px and wider, recommended) or a tablet (768 px and wider). Every result is saved to your history, where you can download, share, regenerate or delete it.',
  // {tool} is the tool's name in lower case (toolNameInSentence).
  'help.tools.open': 'Open {tool}',
  'help.tools.tryOn.1':
    'Choose a model from the Assets library or the Sample Models, or upload a full-body photo in a neutral pose.',
  'help.tools.tryOn.2': 'Choose a garment: All, Dresses, Tops, Bottoms or Outerwear.',
  'help.tools.tryOn.3': 'Generate. A result takes about 30 to 45 seconds.',
  'help.tools.body.1': 'Set the body: gender, height, weight, age, skin tone and body type.',
  'help.tools.body.2': 'Upload a face photo if you like; it is optional.',
  'help.tools.body.3': 'Generate and review the result.',
  'help.tools.hair.1': 'Upload a front-facing portrait.',
  'help.tools.hair.2': 'Choose a style for women or men: All, Short, Medium, Long, Curly or Updo.',
  'help.tools.hair.3': 'Customise the colour, add a description or paint a mask, then generate.',
  'help.tools.video.1': 'Upload an image.',
  'help.tools.video.2':
    'Choose the motion (subtle, natural or dramatic), the frame (follow the photo, 9:16, 1:1 or 16:9), the length (5, 8 or 10 s, as the chosen model offers) and the resolution (480p or 1080p).',
  'help.tools.video.3': 'Generate and watch the video.',
  'help.tools.editing.1': 'Upload an image.',
  'help.tools.editing.2':
    'Describe the edit or pick a preset such as remove background or lighting correction.',
  'help.tools.editing.3': 'Generate and compare the result.',
  'help.tools.productToModel.1':
    'Upload a product photo: laid flat, on a hanger, on a ghost mannequin or worn.',
  'help.tools.productToModel.2':
    'Choose one of your models, a sample model or a suitable model, then the frame.',
  'help.tools.productToModel.3': 'Generate, then check the fidelity report before you publish.',
  'help.tools.modelSwap.1': 'Upload a photo of someone wearing the product.',
  'help.tools.modelSwap.2': 'Choose one of your models or a sample model.',
  'help.tools.modelSwap.3': 'Generate: the clothes stay as they were, on the new model.',

  'help.uploads.heading': 'Upload rules',
  'help.uploads.formats': 'Formats: JPEG, PNG or WebP.',
  'help.uploads.size': 'Size: up to 10MB per file.',
  'help.uploads.model': 'Try-on models: a full-body photo in a neutral pose works best.',
  'help.uploads.portrait': 'Hairstyles: a front-facing portrait works best.',

  'help.shortcuts.heading': 'Keyboard shortcuts in tours',
  'help.shortcuts.intro':
    'Guided tours highlight one part of a page at a time. While a tour is open:',
  'help.shortcuts.caption': 'Tour shortcuts',
  'help.shortcuts.key': 'Key',
  'help.shortcuts.action': 'Action',
  'help.shortcuts.left': 'Left arrow',
  'help.shortcuts.leftAction': 'Previous step',
  'help.shortcuts.right': 'Right arrow, Enter or Space',
  'help.shortcuts.rightAction': 'Next step',
  'help.shortcuts.esc': 'Esc',
  'help.shortcuts.escAction': 'Exit the tour',
  'help.shortcuts.tab': 'Tab',
  'help.shortcuts.tabAction': 'Move between the tour buttons',

  'help.support.heading': 'Contact support',
  'help.support.body':
    'Cannot find an answer? Send us a message from the contact page. Support replies within 24 hours.',
  'help.support.link': 'Contact support',
} as const;
