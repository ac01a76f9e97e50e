import type { StudioTool } from '../../../contracts/studio.ts';
import type { ToolRequest, UnsupportedOption } from '../engine.ts';
import { fashnModels } from './inputs.ts';

/**
 * An option FASHN cannot honour, refused before any credit is held (decision 060). Try-on takes
 * every option (tryon-v1.6 has mode, garment photo type, seed and samples). Product-to-model and
 * model-swap have no garment category: product-to-model dresses the whole product, model swap
 * keeps every garment of the photo, so a category other than `auto` would be dropped. The
 * product's kind needs no field: FASHN reads flat-lays, hangers, ghost mannequins and worn
 * photos alike.
 */
export function fashnUnsupportedOption(
  tool: StudioTool,
  request: ToolRequest,
): UnsupportedOption | undefined {
  const category = request.params.category;
  const named = tool as string;
  if (named === 'product-to-model' && category !== undefined && category !== 'auto') {
    return { option: 'params.category', model: fashnModels.productToModel };
  }
  if (named === 'model-swap' && category !== undefined && category !== 'auto') {
    return { option: 'params.category', model: fashnModels.modelSwap };
  }
  return undefined;
}
