import { studioTools } from '../../contracts/studio.ts';
import type { HistoryItem } from '../../contracts/history.ts';
import { toolNameInSentence, toolNameKey, videoModelNameKey } from '../../i18n/tool-names.ts';
import {
  videoAspects,
  videoModels,
  type VideoAspect,
  type VideoModel,
} from '../../contracts/tools.ts';
import { findHairstyle, type HairstyleId } from '../../contracts/hairstyles.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import type { IslandKey, IslandT } from '../app-shell/i18n.ts';

/** History's view per tool (spec §2.9), each tab labelled with the tool's one name. */
export const historyToolTabs = studioTools.map((tool) => ({ tool, label: toolNameKey(tool) }));

/** Keys stored under another name: the hairstyle changer's styleId, the editor's one preset. */
const storedAs: Partial<Record<string, string>> = { styleId: 'hairstyle', preset: 'presets' };

const camelKey = (key: string) => {
  const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return storedAs[camel] ?? camel;
};

/** Parameters of spec §3 with a label; other keys are shown as they are stored. */
const knownParams = [
  'productKind',
  'background',
  'marketplace',
  'scene',
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
  'mode',
  'garmentPhotoType',
  'numSamples',
  'seed',
] as const;

/**
 * The label of a stored parameter; snake_case keys match their camelCase twins.
 * @example paramLabel(t, 'body_type') // 'Body type'
 */
export function paramLabel(t: IslandT, key: string): string {
  const camel = camelKey(key);
  return (knownParams as readonly string[]).includes(camel)
    ? t(`history.param.${camel}` as IslandKey)
    : key;
}

const isVideoAspect = (value: unknown): value is VideoAspect =>
  (videoAspects as readonly unknown[]).includes(value);

const isVideoModel = (value: unknown): value is VideoModel =>
  (videoModels as readonly unknown[]).includes(value);

/** A brand model's id (issue 42: `model` names a brand model by its UUID). */
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The names of the sample models, by id, in the reader's language (GET /samples?kind=model). */
export type SampleNames = ReadonlyMap<string, string>;

/**
 * The model a product-to-model or model-swap run used (issue 42): a sample by its name, a brand
 * model as "Your model" (its name comes with the brand models' API), never a raw id. Before the
 * samples' names arrive, a sample id reads as the name it is made of ('model-lan' → 'Lan').
 */
function modelName(t: IslandT, value: string, samples: SampleNames | undefined): string | null {
  const sample = samples?.get(value);
  if (sample) return sample;
  if (isUuid(value)) return t('modelTools.yourModel');
  const name = /^model-([a-z]+)$/.exec(value)?.[1];
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : null;
}

/** Where the dictionaries name each enum parameter's values (issue 22 point 14: no raw ids). */
const valueNames: Partial<Record<string, string>> = {
  category: 'toolsUi.garment',
  gender: 'toolsUi.gender',
  skinTone: 'toolsUi.skinTone',
  bodyType: 'toolsUi.bodyType',
  hairColor: 'toolsUi.hairColor',
  motionStyle: 'toolsUi.motion',
  presets: 'toolsUi.preset',
  hairstyle: 'generation.hairstyle',
  styleType: 'generation.hairCategory',
  mode: 'history.tryOnMode',
  garmentPhotoType: 'history.garmentPhotoType',
  productKind: 'history.productKind',
  background: 'history.background',
  marketplace: 'catalogue.preset',
};

/** A stored enum value by its dictionary name; a value with no name (a hex colour) as stored. */
function namedValue(t: IslandT, camel: string, value: string): string | null {
  const prefix = valueNames[camel];
  if (!prefix) return null;
  const key = `${prefix}.${value}`;
  const name = t(key as IslandKey);
  return name === key ? null : name;
}

/**
 * A parameter value as text in the page's language: a video model or an enum value by its
 * name, numbers with the locale's separators, booleans as yes/no, lists joined, objects as JSON.
 * @example paramValue(t, 'veo3', 'model', 'en') // 'Veo 3'
 * @example paramValue(t, 'dresses', 'category', 'vi') // 'Váy đầm'
 */
export function paramValue(
  t: IslandT,
  value: unknown,
  key: string,
  locale: Locale,
  samples?: SampleNames,
): string {
  const camel = camelKey(key);
  if (camel === 'model' && isVideoModel(value)) return t(videoModelNameKey(value));
  if (camel === 'model' && typeof value === 'string') {
    const name = modelName(t, value, samples);
    if (name) return name;
  }
  if (camel === 'aspect' && isVideoAspect(value)) return t(`toolsUi.video.aspect.${value}`);
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (Array.isArray(value)) return value.map((v) => paramValue(t, v, key, locale)).join(', ');
  if (value === null || value === undefined || value === '') return t('history.none');
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'object') return JSON.stringify(value);
  return namedValue(t, camel, String(value)) ?? String(value);
}

/**
 * The rows of a run's parameters. A hairstyle run shows its style by name and type in the
 * reader's language (spec §3), never the raw style id; older runs without a recorded name get
 * it from the id.
 * A model tool's sample model shows by its name from `samples`.
 * @example paramRows(t, { styleId: 'pixie', styleType: 'short', styleName: 'Pixie' }, 'en')
 * // [{ key: 'styleType', label: 'Style type', value: 'Short' }, { key: 'styleName', … 'Pixie' }]
 */
export function paramRows(
  t: IslandT,
  params: Record<string, unknown>,
  locale: Locale,
  samples?: SampleNames,
): { key: string; label: string; value: string }[] {
  const style = typeof params.styleId === 'string' ? findHairstyle(params.styleId) : undefined;
  const entries = Object.entries(params).filter(([key]) => key !== 'styleId');
  if (style && !('styleName' in params)) entries.unshift(['styleName', style.id]);
  return entries.map(([key, value]) => ({
    key,
    // A video's `model` is the AI model ("Mô hình"); a model tool's is the person ("Người mẫu").
    label:
      key === 'model' && !isVideoModel(value) ? t('modelTools.model.legend') : paramLabel(t, key),
    value:
      key === 'styleName' && style
        ? t(`generation.hairstyle.${style.id as HairstyleId}`)
        : paramValue(t, value, key, locale, samples),
  }));
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

/**
 * Each item's accessible name (issue 40: a page of cards all read "Try-on"): its tool and its
 * date and time to the second, numbered when two are still alike (a batch started together).
 * @example historyItemNames(items, t, 'vi').get(id) // 'Mở kết quả thử đồ ảo ngày 14:05:09 24/11/2026'
 */
export function historyItemNames(
  items: readonly Pick<HistoryItem, 'id' | 'tool' | 'created_at'>[],
  t: IslandT,
  locale: Locale,
): Map<string, string> {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const item of items) {
    const tool = toolNameInSentence(t, item.tool);
    const date = formatDateTime(item.created_at, locale, { seconds: true });
    const name = t('history.openItem', { tool, date });
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    names.set(item.id, count === 1 ? name : `${name} (${count})`);
  }
  return names;
}
