import type { AstroIntegration } from 'astro';

/**
 * zod compiles a fast parser for each object schema with `new Function` after probing that eval
 * works. The site's policy forbids eval (decision 035), and browsers report even the caught
 * probe as a violation, so the islands turn it off (`jitless`) before any of them loads: Astro
 * imports the before-hydration script ahead of every island's component, and schemas read the
 * setting when they are built. Parsing is the same, only without compiled code.
 */
export default function zodWithoutEval(): AstroIntegration {
  return {
    name: 'kieu:zod-without-eval',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript(
          'before-hydration',
          "import { config } from 'zod';\nconfig({ jitless: true });",
        );
      },
    },
  };
}
