import { studioTools } from '../../contracts/studio.ts';
import type { HistoryItem } from '../../contracts/history.ts';
import { toolNameKey, videoModelNameKey } from '../../i18n/tool-names.ts';
import {
  videoAspects,
  videoModels,
  type VideoAspect,
  type VideoModel,
} from '../../contracts/tools.ts';
import {
  findHairstyle,
  hairstyleCategories,
  type HairstyleId,
} from '../../contracts/hairstyles.ts';
import type { IslandKey, IslandT } from '../app-shell/i18n.ts';

/** History's view per tool (spec §2.9), each tab labelled with the tool's one name. */
export const historyToolTabs = studioTools.map((tool) => ({ tool, label: toolNameKey(tool) }));

/** Parameters of spec §3 with a label; other keys are shown as they are stored. */
const knownParams = [
  'gender',
  'height',
  'weight',
  'age',
  'skinTone',
  'bodyType',
  'aspectRatio',
  'prompt',
  'hints',
  'styleType',
  'styleName',
  'category',
  'hairstyle',
  'hairColor',
  'motionStyle',
  'duration',
  'resolution',
  'fixCamera',
  'cfgScale',
  'promptOptimizer',
  'generateAudio',
  'model',
  'aspect',
  'presets',
  'strength',
  'guidanceScale',
  'qualitySteps',
] as const;

/**
 * The label of a stored parameter; snake_case keys match their camelCase twins.
 * @example paramLabel(t, 'body_type') // 'Body type'
 */
export function paramLabel(t: IslandT, key: string): string {
  const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return (knownParams as readonly string[]).includes(camel)
    ? t(`history.param.${camel}` as IslandKey)
    : key;
}

const isVideoAspect = (value: unknown): value is VideoAspect =>
  (videoAspects as readonly unknown[]).includes(value);

const isVideoModel = (value: unknown): value is VideoModel =>
  (videoModels as readonly unknown[]).includes(value);

/**
 * A parameter value as text: a video model by its name, booleans as yes/no, lists joined,
 * objects as JSON.
 * @example paramValue(t, 'veo3', 'model') // 'Veo 3'
 */
export function paramValue(t: IslandT, value: unknown, key?: string): string {
  if (key === 'model' && isVideoModel(value)) return t(videoModelNameKey(value));
  if (key === 'aspect' && isVideoAspect(value)) return t(`toolsUi.video.aspect.${value}`);
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (Array.isArray(value)) return value.map((v) => paramValue(t, v)).join(', ');
  if (value === null || value === undefined || value === '') return t('history.none');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The rows of a run's parameters. A hairstyle run shows its style by name and type in the
 * reader's language (spec §3), never the raw style id; older runs without a recorded name get
 * it from the id.
 * @example paramRows(t, { styleId: 'pixie', styleType: 'short', styleName: 'Pixie' })
 * // [{ key: 'styleName', label: 'Style name', value: 'Pixie' }, { key: 'styleType', … 'Short' }]
 */
export function paramRows(
  t: IslandT,
  params: Record<string, unknown>,
): { key: string; label: string; value: string }[] {
  const style = typeof params.styleId === 'string' ? findHairstyle(params.styleId) : undefined;
  const entries = Object.entries(params).filter(([key]) => key !== 'styleId');
  if (style && !('styleName' in params)) entries.unshift(['styleName', style.id]);
  return entries.map(([key, value]) => ({
    key,
    label: paramLabel(t, key),
    value:
      key === 'styleName' && style
        ? t(`generation.hairstyle.${style.id as HairstyleId}`)
        : key === 'styleType' && (hairstyleCategories as readonly unknown[]).includes(value)
          ? t(`generation.hairCategory.${value as 'short'}`)
          : paramValue(t, value, key),
  }));
}

/** @example formatBytes(1536, 'en') // '1.5 KB' */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'vi-VN', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit]}`;
}

/** The file extension of a signed result link. */
export function extensionOf(item: Pick<HistoryItem, 'result_url'>): string {
  const path = item.result_url ? new URL(item.result_url).pathname : '';
  return /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? 'bin';
}

/** The name the download dialog proposes (without the extension). */
export function defaultFilename(item: Pick<HistoryItem, 'tool' | 'created_at' | 'id'>): string {
  const day = item.created_at.slice(0, 10).replaceAll('-', '');
  return `kieu-${item.tool}-${day}-${item.id.slice(0, 8)}`;
}

export function dateTimeFormat(locale: string) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'vi-VN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
