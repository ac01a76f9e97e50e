import { studioTools, type StudioTool } from '../contracts/studio.ts';

/**
 * Decision 098: the engine of each tool as the site was built with it (SITE_ENGINES, written by
 * siteBuildEnv from GENERATION_ENGINES as `tool=engine,…`), so every claim the public pages make
 * is true of the deployment. A tool it does not name runs on the local demo engine, as the API's
 * default does.
 * @example siteEngines('virtual-tryon=fal')['virtual-tryon'] // 'fal'
 */
export function siteEngines(value: string): Record<StudioTool, string> {
  const named = new Map<string, string>();
  for (const entry of value.split(',')) {
    const [tool = '', engine = ''] = entry.split('=').map((part) => part.trim());
    if (tool && engine) named.set(tool, engine);
  }
  return Object.fromEntries(
    studioTools.map((tool) => [tool, named.get(tool) ?? 'local']),
  ) as Record<StudioTool, string>;
}

/** Whether the site says the local demo engine makes a tool's results. */
export function isDemoEngine(engine: string): boolean {
  return engine === 'local';
}
