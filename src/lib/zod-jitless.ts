import { config } from 'zod';

/**
 * zod compiles a fast parser for each object schema with `new Function` after probing that eval
 * works. The site's policy forbids eval (decision 035), and browsers report even the caught
 * probe as a violation. Imported ahead of any schema in the browser (schemas read the setting
 * when they are built): parsing is the same, only without compiled code.
 */
config({ jitless: true });
