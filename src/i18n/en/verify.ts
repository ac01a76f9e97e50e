/** English strings of the verify page (/verify) and `POST /v1/verify`; they define its keys. */
export const enVerify = {
  'verify.title': 'Verify AI content: read an image or video’s content credentials',
  'verify.description':
    'Check whether an image or video was made with AI, by which Kiểu Studio tool and when, and whether it was changed since: read in your browser, nothing is uploaded.',
  'verify.footerLink': 'Verify AI content',
  'verify.eyebrow': 'Content credentials (C2PA)',
  'verify.heading': 'Was this made with AI?',
  'verify.intro':
    'Every image and video Kiểu Studio makes carries signed content credentials, as Vietnam’s Law on Artificial Intelligence asks. Choose a file to read them: the check runs in your browser and the file never leaves your device.',
  'verify.drop.heading': 'Check a file',
  'verify.drop.body': 'Drop an image or a video here, or choose one from your device.',
  'verify.drop.hint':
    'JPEG, PNG or WebP images up to {imageSize} MB; MP4 or MOV videos up to {videoSize} MB.',
  'verify.choose': 'Choose a file',
  'verify.fileInput': 'Image or video to check',
  'verify.checking': 'Checking {name}…',
  'verify.result.heading': 'Result for {name}',
  'verify.verdict.ai': 'AI-generated content',
  'verify.verdict.notAi': 'Content credentials found, with no AI generation recorded',
  'verify.verdict.changed': 'Content credentials found, but the file was changed after signing',
  'verify.verdict.none': 'No content credentials found',
  'verify.none.body':
    'This file carries no C2PA content credentials. That does not prove it is a real photo: credentials are lost when a file is screenshotted or re-saved by an app that drops them.',
  'verify.fact.ai': 'Made with AI',
  'verify.fact.tool': 'Tool',
  'verify.fact.made': 'Made on',
  'verify.fact.changed': 'Changed since it was signed',
  'verify.fact.signer': 'Signed by',
  'verify.yes': 'Yes',
  'verify.no': 'No',
  'verify.notNamed': 'Not named in the credentials',
  'verify.otherTool': 'Another application, not a Kiểu Studio tool',
  'verify.intact.yes': 'No: the file is exactly as it was signed',
  'verify.intact.no':
    'Yes: the file was changed after it was signed, so what its credentials say no longer describes it',
  'verify.error.empty': 'The file is empty. Please choose an image or a video.',
  'verify.error.type':
    'This file cannot be checked. Please choose a JPEG, PNG or WebP image, or an MP4 or MOV video.',
  'verify.error.tooLarge':
    'This file is too large to check: images up to {imageSize} MB, videos up to {videoSize} MB.',
  'verify.error.read': 'The file could not be read. Please try again.',
  'verify.error.load':
    'The checker could not be loaded. Please check your connection and try again.',
  'verify.about.heading': 'What this check proves, and what it does not',
  'verify.about.proves': 'It proves',
  'verify.about.proves.1':
    'what the credentials say: that the file was made or edited with AI, by which tool and when;',
  'verify.about.proves.2':
    'whether the file is exactly as it was signed: one changed pixel makes the check fail;',
  'verify.about.proves.3': 'which organisation’s certificate signed it.',
  'verify.about.notProves': 'It does not prove',
  'verify.about.notProves.1':
    'that a file without credentials is real: credentials can be stripped, and most cameras and apps do not write them yet;',
  'verify.about.notProves.2':
    'who the signer is: this page reads the name in the signing certificate and does not check it against a list of trusted certificates;',
  'verify.about.notProves.3': 'whether the people or products shown are real.',
  'verify.about.api':
    'Integrators can run the same check on their server with POST /v1/verify in the Kiểu Studio API.',
} as const;
