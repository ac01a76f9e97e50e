import {
  EngineError,
  throwIfAborted,
  type EngineResult,
  type ImageEditingInput,
} from '../engine.ts';
import { parseInstruction } from '../../../contracts/edit-instructions.ts';
import { applyOperation, applyPreset } from './edit-operations.ts';
import { aspectValue, padWithEdgeColour } from './frame-result.ts';
import { decodeRgba, encodeResult, fromRaw, imageFormat } from './image.ts';

/**
 * Image editing: the preset, if any, then the steps the instruction asks for. When a preset is
 * chosen, words the engine does not understand are ignored (the preset is the edit); an
 * instruction alone that matches nothing is refused, naming what the engine understands.
 */
export async function imageEditing(input: ImageEditingInput): Promise<EngineResult> {
  const { onProgress, signal, params } = input;
  const operations = params.prompt ? parseInstruction(params.prompt) : [];
  if (!params.preset && operations.length === 0) {
    throw new EngineError('unsupported', 'generation.engine.instructionUnknown');
  }
  throwIfAborted(signal);
  onProgress?.('analysing', 0);
  const format = await imageFormat(input.image);
  let image = await decodeRgba(input.image);
  const steps = operations.length + (params.preset ? 1 : 0);
  let done = 0;
  const advance = () => onProgress?.('processing', 0.1 + (0.8 * ++done) / steps);
  if (params.preset === 'reframe') {
    // The demo engine pads with the edge's colour (decision 126) where an outpainting model
    // draws more scene; the contract never lets reframe through without its frame.
    if (!params.aspectRatio) throw new EngineError('bad-input');
    image = await padWithEdgeColour(image, aspectValue(params.aspectRatio));
    advance();
  } else if (params.preset) {
    image = await applyPreset(image, params.preset, params.strength);
    advance();
  }
  // An instruction always shows, even at a low strength.
  const intensity = Math.max(0.2, params.strength);
  for (const operation of operations) {
    throwIfAborted(signal);
    image = await applyOperation(image, operation, intensity);
    advance();
  }
  const transparent =
    params.preset === 'remove-background' ||
    operations.some((operation) => operation.kind === 'remove-background');
  onProgress?.('finalising', 0.9);
  const result = await encodeResult(fromRaw(image), transparent ? 'png' : format);
  onProgress?.('finalising', 1);
  return result;
}
