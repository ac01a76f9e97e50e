import type { IslandT } from '../../app-shell/i18n-core.ts';

/**
 * The sentence naming the engine that made (or is making) a result: the local engine, fal.ai,
 * or any other engine by its name.
 * @example engineLabel(t, 'fal') // 'Made by fal.ai'
 */
export function engineLabel(t: IslandT, engine: string): string {
  if (engine === 'local') return t('toolsUi.engineLocal');
  return t('toolsUi.engineNamed', { engine: engine === 'fal' ? t('toolsUi.engineFal') : engine });
}
