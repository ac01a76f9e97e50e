import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The islands turn zod's compiled parsers off (`src/lib/zod-jitless.ts`) before any of them
 * loads: Astro imports the before-hydration script ahead of every island's component. Plain page
 * scripts that parse import the same module first.
 */
export default function zodWithoutEval(): AstroIntegration {
  return {
    name: 'kieu:zod-without-eval',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript(
          'before-hydration',
          `import ${JSON.stringify(fileURLToPath(new URL('../lib/zod-jitless.ts', import.meta.url)))};`,
        );
      },
    },
  };
}
