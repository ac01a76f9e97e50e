/** "Download my data" on /profile and its mail (issue 26 point 2, decision 055). */
export const enAccountExport = {
  'accountExport.heading': 'Download my data',
  'accountExport.intro':
    'Get one ZIP file with your profile, plan, payments, credit history, API token names and settings, generations with their settings, your assets, and every image and video your account still holds. We email you the link when it is ready.',
  'accountExport.start': 'Prepare my data',
  'accountExport.starting': 'Starting…',
  'accountExport.queued': 'Your export is waiting to start.',
  'accountExport.running': 'Preparing your data: {percent} done.',
  'accountExport.progressLabel': 'Export progress',
  'accountExport.ready': 'Your data is ready.',
  'accountExport.download': 'Download my data (ZIP, {size})',
  'accountExport.expires': 'The link works until {date}.',
  'accountExport.again': 'Prepare a new export',
  'accountExport.failed': 'The export could not be prepared. Please try again.',
  'accountExport.expired': 'Your last export has expired. Prepare a new one to download your data.',
  'accountExport.startFailed': 'Could not start the export',
  'accountExport.schemaNote': 'account.json in the ZIP follows a published JSON Schema.',
  'accountExport.schemaLink': 'Read the schema',
  // The mail sent when the ZIP is ready.
  'accountExport.mail.subject': 'Your Kiểu Studio data is ready to download',
  'accountExport.mail.intro':
    'Hello {name}, the ZIP file with your Kiểu Studio data is ready. The link below works until {date}; after that the file is deleted and you can prepare a new one from your profile.',
  'accountExport.mail.link': 'Download my data',
} as const;
