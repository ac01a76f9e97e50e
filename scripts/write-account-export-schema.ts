import { writeFileSync } from 'node:fs';
import { accountExportJsonSchema } from '../src/contracts/account-export.ts';

/** Regenerates public/schemas/account-export.schema.json from the zod contract (decision 055). */
writeFileSync(
  new URL('../public/schemas/account-export.schema.json', import.meta.url),
  `${JSON.stringify(accountExportJsonSchema(), null, 2)}\n`,
);
