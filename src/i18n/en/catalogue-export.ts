/** Issue 20: the messages of marketplace exports (presets, job, mail). */
export const enCatalogueExport = {} as const;
