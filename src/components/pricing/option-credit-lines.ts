import { creditCosts } from '../../contracts/credits.ts';
import { optionCreditRows } from '../../contracts/option-credits.ts';
import { studioTools, type StudioTool } from '../../contracts/studio.ts';
import type { VideoModel } from '../../contracts/tools.ts';
import type { Locale } from '../../i18n/locales.ts';
import { toolNameKey, videoModelNameKey } from '../../i18n/tool-names.ts';
import { formatNumber } from '../../lib/format.ts';

/** The keys the option table reads, from the pricing and tool-name dictionaries. */
type OptionKey =
  | `pricing.options.${'any' | 'sampleOne' | 'samples' | 'video' | 'videoAnyModel' | 'audio'}`
  | ReturnType<typeof toolNameKey>
  | ReturnType<typeof videoModelNameKey>;
type Translate = (key: OptionKey, params?: Record<string, string | number>) => string;

export interface OptionCreditLine {
  tool: string;
  option: string;
  credits: string;
}

/**
 * The rows of the pricing pages' "credits per option" table (decision 065), from the same
 * option credit table submit charges: try-on per image, each video option, and the other tools
 * at their spec credits whatever their options. /pricing and /studio-pricing both render it,
 * with the video engine of this deployment (decision 098: a model it ignores is not listed).
 */
export function optionCreditLines(
  translate: Translate,
  locale: Locale,
  videoEngine?: string,
): OptionCreditLine[] {
  const rows = optionCreditRows(videoEngine);
  const lines: OptionCreditLine[] = [];
  const number = (value: number) => formatNumber(value, locale);
  for (const tool of studioTools) {
    const name = translate(toolNameKey(tool));
    const priced = rows.filter((row) => row.tool === tool);
    if (priced.length === 0) {
      lines.push({
        tool: name,
        option: translate('pricing.options.any'),
        credits: number(creditCosts[tool]),
      });
      continue;
    }
    for (const row of priced) {
      lines.push({
        tool: name,
        option: describe(translate, tool, row.params),
        credits: number(row.credits),
      });
    }
  }
  return lines;
}

function describe(translate: Translate, tool: StudioTool, params: Record<string, unknown>) {
  if (tool === 'virtual-tryon') {
    const count = Number(params.numSamples);
    return count === 1
      ? translate('pricing.options.sampleOne')
      : translate('pricing.options.samples', { count });
  }
  const size = { resolution: String(params.resolution), seconds: Number(params.duration) };
  const option =
    params.model === undefined
      ? translate('pricing.options.videoAnyModel', size)
      : translate('pricing.options.video', {
          model: translate(videoModelNameKey(params.model as VideoModel)),
          ...size,
        });
  return params.generateAudio ? translate('pricing.options.audio', { option }) : option;
}
