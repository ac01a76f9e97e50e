import { editColours } from '../../../contracts/edit-colours.ts';
import { checkInstruction } from '../../../contracts/edit-instruction-check.ts';
import type { EditOperation } from '../../../contracts/edit-instructions.ts';

/** Each step the local engine reads, as an instruction editing model reads English best. */
function englishStep(operation: EditOperation): string {
  switch (operation.kind) {
    case 'rotate':
      return `Rotate the photo ${operation.degrees === 180 ? '180 degrees' : operation.degrees === 90 ? '90 degrees clockwise' : '90 degrees counter-clockwise'}`;
    case 'flip':
      return `Mirror the photo ${operation.axis === 'vertical' ? 'vertically (upside down)' : 'horizontally'}`;
    case 'background-colour':
      return `Replace the whole background with a plain, solid ${operation.colour} background (${editColours[operation.colour].hex}), keeping the person and the clothes exactly as they are`;
    case 'recolour-garment':
      return `Change the colour of the clothes to ${operation.colour} (${editColours[operation.colour].hex}), keeping their folds, shading, fabric and cut, and the person and the background unchanged`;
    case 'remove-background':
      return 'Remove the background, leaving the subject on a plain white background';
    case 'blur-background':
      return 'Blur the background of this same photo, keeping the subject sharp';
    case 'black-and-white':
      return 'Make the photo black and white';
    case 'saturated':
      return 'Make the colours more saturated';
    default:
      return `Make the photo ${operation.kind}`;
  }
}

/**
 * Issue 40: what FLUX Kontext is sent for a written instruction. A Vietnamese instruction given
 * as it was typed lost its first part ('đổi nền thành màu trắng tinh và làm ảnh sáng hơn' came
 * back only brighter). Each part the studio reads is sent as its own English sentence, and each
 * part it does not read is sent as typed, so no part is left for the model to drop: every part
 * of the instruction is in the prompt, one per sentence. An instruction the studio reads nothing
 * of goes as typed.
 * @example editSteps('Đổi nền thành màu trắng tinh và làm ảnh sáng hơn') // ['Make the photo brighter', 'Replace the whole background …']
 */
export function editSteps(prompt: string): string[] {
  const check = checkInstruction(prompt);
  if (check.operations.length === 0) return [prompt.trim()];
  return [
    ...check.operations.map(englishStep),
    ...check.unknown.map((part) => `Also, as the user wrote it: “${part}”`),
  ];
}
