import { writeFileSync } from 'node:fs';
import { generatedFile, renderGenerated } from './generate-types.ts';
import { openApiDocument } from './openapi-document.ts';

// npx tsx packages/sdk-ts/scripts/generate.ts: rewrites src/generated.ts from the route
// definitions, in-process, so no server needs to run.
writeFileSync(generatedFile, await renderGenerated(await openApiDocument(), generatedFile));
console.log(`wrote ${generatedFile}`);
