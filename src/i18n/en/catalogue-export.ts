/** Issue 20: the messages of marketplace exports (presets, job, mail). */
export const enCatalogueExport = {
  'catalogueExport.error.empty':
    'There is no successful image result to export in what you chose. Finish or retry some try-ons first.',
  'catalogueExport.error.notExportable':
    'Only successful image results can be exported. Remove the results that failed, are still running or are videos.',
  'catalogueExport.error.tooManyResults': 'An export can hold at most {max} results.',
  'catalogueExport.error.tooManyOpen':
    'You already have {max} exports being prepared. Wait for one to finish, then try again.',
  'catalogueExport.error.tooLarge':
    'An image could not be compressed under the marketplace’s file size limit.',
  'catalogueExport.error.failed': 'The export could not be prepared. Please try again.',
  // The mail sent when the ZIP is ready.
  'catalogueExport.mail.subject': 'Your {preset} photos are ready to download',
  'catalogueExport.mail.intro':
    'Hello {name}, the ZIP with your {count} photos for {preset} is ready. The link below works until {date}; after that the file is deleted and you can export again from your catalogue.',
  'catalogueExport.mail.link': 'Download the ZIP',
} as const;
