import { creditCosts } from '../../contracts/credits.ts';
import { studioTools, type StudioTool } from '../../contracts/studio.ts';
import { toolNameKey } from '../../i18n/tool-names.ts';

/** Spec §9: credits per generation (image editing's: decision 013). */
export const CREDIT_COSTS = studioTools.map((tool) => ({
  tool: toolNameKey(tool),
  cost: creditCosts[tool],
}));

const stepKeys: Record<StudioTool, string> = {
  'virtual-tryon': 'tryOn',
  'body-generator': 'body',
  'hairstyle-changer': 'hair',
  'image-to-video': 'video',
  'image-editing': 'editing',
  'product-to-model': 'productToModel',
  'model-swap': 'modelSwap',
};

/** The tools section of Help: each tool by its one name, with its `help.tools.<steps>.n` steps. */
export const TOOLS = studioTools.map((id) => ({ id, name: toolNameKey(id), steps: stepKeys[id] }));
