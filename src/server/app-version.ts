import { createRequire } from 'node:module';

/** The product's version (package.json), named as the software agent in content credentials. */
export const APP_VERSION: string = (
  createRequire(import.meta.url)('../../package.json') as { version: string }
).version;
