import {
  creditCosts,
  faceReferenceCredits,
  resolutionCredits,
} from '../../../contracts/credits.ts';
import { outputResolutions } from '../../../contracts/product-to-model.ts';
import { optionCreditRows } from '../../../contracts/option-credits.ts';
import { isModelTool, studioTools } from '../../../contracts/studio.ts';

/**
 * The API document's table of credits per option (decision 065): the same rows as the pricing
 * pages and submit's hold, in the request's own parameter names.
 */
export function optionCreditsMarkdown(): string {
  const rows = optionCreditRows();
  const lines = [
    '### Credits per option',
    '',
    'A job holds the credits of its service with the options it asks; the 402 body names them (`cost`, `balance`, `shortage`).',
    '',
    '| Service | Options | Credits |',
    '|---|---|---|',
  ];
  for (const tool of studioTools) {
    const priced = rows.filter((row) => row.tool === tool);
    if (isModelTool(tool)) {
      // Decision 124: the resolution's credits, and more for an identity reference.
      for (const resolution of outputResolutions) {
        lines.push(
          `| \`${tool}\` | \`resolution: "${resolution}"\` | ${resolutionCredits[resolution]} |`,
        );
      }
      const identity =
        tool === 'model-swap' ? 'any `model`' : 'a brand model as `model` (not a sample)';
      lines.push(`| \`${tool}\` | ${identity} | +${faceReferenceCredits} |`);
      continue;
    }
    if (priced.length === 0) lines.push(`| \`${tool}\` | any | ${creditCosts[tool]} |`);
    for (const row of priced) {
      const options = Object.entries(row.params)
        .map(([key, value]) => `\`${key}: ${JSON.stringify(value)}\``)
        .join(', ');
      lines.push(`| \`${tool}\` | ${options} | ${row.credits} |`);
    }
  }
  return lines.join('\n');
}
