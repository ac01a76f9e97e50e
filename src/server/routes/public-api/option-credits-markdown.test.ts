import { describe, expect, it } from 'vitest';
import { generationCost } from '../../../contracts/credits.ts';
import { openApiInfo } from './v1-reference.ts';

describe('the API document’s credits per option (decision 065)', () => {
  it('lists each option with the credits a job holds for it', () => {
    const veo3 = { model: 'veo3', resolution: '1080p', duration: 8 };
    expect(openApiInfo.description).toContain('### Credits per option');
    expect(openApiInfo.description).toContain(
      `| \`image-to-video\` | \`model: "veo3"\`, \`resolution: "1080p"\`, \`duration: 8\` | ${generationCost('image-to-video', veo3)} |`,
    );
    expect(openApiInfo.description).toContain('| `virtual-tryon` | `numSamples: 3` | 3 |');
    expect(openApiInfo.description).toContain('| `image-editing` | any | 1 |');
    expect(openApiInfo.description).toContain('| `product-to-model` | `resolution: "2k"` | 5 |');
    expect(openApiInfo.description).toContain('| `model-swap` | any `model` | +3 |');
  });
});
