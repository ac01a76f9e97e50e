import type { StudioTool } from '../contracts/studio.ts';
import type { VideoModel } from '../contracts/tools.ts';

/**
 * The one dictionary key naming a tool (also an API token service), wherever it is shown.
 * @example toolNameKey('hairstyle-changer') // 'tools.name.hairstyle-changer'
 */
export const toolNameKey = (tool: StudioTool) => `tools.name.${tool}` as const;

/**
 * The one dictionary key naming a video model; the id (decision 014) is never shown.
 * @example videoModelNameKey('hailuo_v2') // 'tools.videoModel.hailuo_v2'
 */
export const videoModelNameKey = (model: VideoModel) => `tools.videoModel.${model}` as const;

/**
 * A tool's name inside a sentence ('Result of {tool}'): both languages write it in lower case
 * there, so the phrase reads as one ('Result of virtual try-on', 'Kết quả thử đồ ảo').
 * @example toolNameInSentence(t('en'), 'image-editing') // 'image editing'
 */
export function toolNameInSentence(
  translate: (key: ReturnType<typeof toolNameKey>) => string,
  tool: StudioTool,
): string {
  return translate(toolNameKey(tool)).toLowerCase();
}
