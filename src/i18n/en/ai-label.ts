/** The visible AI label on image downloads (issue 17 point 4, decision 054). */
export const enAiLabel = {
  // Drawn into the image, in the language of the request.
  'aiLabel.badgeText': 'AI-generated',
  'aiLabel.captionText': 'Image made with AI – Kiểu Studio',
  // The choice, in the download dialog and the profile.
  'aiLabel.legend': 'AI label',
  'aiLabel.option.badge': 'Corner badge “AI-generated”',
  'aiLabel.option.caption': 'Caption strip under the image',
  'aiLabel.option.none': 'No label',
  'aiLabel.captionHint':
    'With a caption, the picture keeps its size and the file grows by a strip of {pixels} px below it.',
  'aiLabel.captionHintPlain':
    'With a caption, the picture keeps its size and the file grows by a strip below it.',
  'aiLabel.confirm': 'I confirm this image will not be presented as a real person',
  'aiLabel.confirmNeeded':
    'Please confirm that the image will not be presented as a real person, or choose a label',
  'aiLabel.videoNote':
    'Videos download as their original file, without a visible label; their content credentials still say they were made with AI.',
  'aiLabel.settingsHeading': 'AI label on image downloads',
  'aiLabel.settingsIntro':
    'Vietnam’s AI law asks that AI images imitating real people be clearly labelled when published. Choose the label your downloads carry; the download dialog starts on this choice.',
  'aiLabel.save': 'Save label choice',
  'aiLabel.saved': 'Label choice saved',
  'aiLabel.saveFailed': 'Could not save the label choice',
  // API messages.
  'aiLabel.invalid': 'The label must be badge, caption or none',
  'aiLabel.invalidConfirmation': 'The confirmation must be true or false',
  'aiLabel.confirmRequired':
    'To download without a label, confirm that the image will not be presented as a real person',
  'aiLabel.notConfirmed':
    'A download without an AI label needs your confirmation that the image will not be presented as a real person. Confirm it in the download dialog or in your profile, or choose a label.',
} as const;
