import { classicTools, modelTools } from '../../contracts/studio.ts';

/**
 * The documented production configuration the economics guard checks (`npm run economics --
 * --production`, decision 065): the spec's five tools on fal and issue 42's model tools on
 * FASHN's own API (decision 120), which alone serves them. Only the keys' presence matters to
 * the configuration check; no call is made.
 */
export const productionEngineSettings = {
  GENERATION_ENGINES: [
    ...classicTools.map((tool) => `${tool}=fal`),
    ...modelTools.map((tool) => `${tool}=fashn`),
  ].join(','),
  FAL_KEY: 'economics-check',
  FASHN_API_KEY: 'economics-check',
} as const;
