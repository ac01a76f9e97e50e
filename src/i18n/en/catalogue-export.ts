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
  // Issue 41: results whose garment check warned or failed and that nobody approved.
  'catalogueExport.error.needsReview':
    'Images that need review in this export: {count}. Leave them out of the ZIP, or open them and approve the right ones with a reason first.',
  'catalogueExport.error.tiktokReview':
    'TikTok Shop takes only images that match the product or that you approved with a reason. Images that need review: {count}. Open them in the catalogue and approve or remove them, then export again.',
  'catalogueExport.error.allNeedReview':
    'Every image of this export needs review ({count}), so nothing is left to pack. Open them and approve the right ones with a reason first.',
  // The mail sent when the ZIP is ready.
  'catalogueExport.mail.subject': 'Your {preset} photos are ready to download',
  'catalogueExport.mail.intro':
    'Hello {name}, the ZIP with your {count} photos for {preset} is ready. The link below works until {date}; after that the file is deleted and you can export again from your catalogue.',
  'catalogueExport.mail.link': 'Download the ZIP',
} as const;
