import type { ModelSwapParams, ProductToModelParams } from '../../../contracts/product-to-model.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type {
  BodyParams,
  EditingParams,
  HairstyleParams,
  TryOnParams,
  VideoParams,
} from '../../../contracts/tools.ts';
import {
  EngineError,
  type Engine,
  type EngineCall,
  type EngineResult,
} from '../../engine/engine.ts';

/** The input files of a generation, by role, read from the store. */
export type InputFiles = Partial<Record<string, Buffer>>;

/** Calls the engine function of a tool with the generation's inputs and parameters. */
export function callEngine(
  engine: Engine,
  tool: StudioTool,
  params: Record<string, unknown>,
  files: InputFiles,
  call: EngineCall & { watermark: boolean },
): Promise<EngineResult> {
  const need = (role: string) => {
    const file = files[role];
    if (!file) throw new EngineError('bad-input');
    return file;
  };
  switch (tool) {
    case 'virtual-tryon':
      return engine.tryOn({
        ...call,
        model: need('person'),
        garment: need('clothing'),
        params: params as TryOnParams,
      });
    case 'body-generator':
      return engine.bodyGenerator({ ...call, face: files.face, params: params as BodyParams });
    case 'hairstyle-changer':
      return engine.hairstyle({
        ...call,
        portrait: need('person'),
        mask: files.mask,
        params: params as HairstyleParams,
      });
    case 'image-to-video':
      return engine.imageToVideo({
        ...call,
        image: need('source'),
        params: params as VideoParams,
        watermark: call.watermark,
      });
    case 'image-editing':
      return engine.imageEditing({
        ...call,
        image: need('source'),
        params: params as EditingParams,
      });
    // Issue 42: the model's photo and face reference were recorded as `person` and `face`.
    case 'product-to-model':
      return engine.productToModel({
        ...call,
        product: need('product'),
        model: { photo: files.person, faceReference: files.face },
        params: params as ProductToModelParams,
      });
    case 'model-swap':
      return engine.modelSwap({
        ...call,
        source: need('source'),
        model: { photo: files.person, faceReference: files.face },
        params: params as ModelSwapParams,
      });
  }
}
