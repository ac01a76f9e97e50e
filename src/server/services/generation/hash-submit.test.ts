import { describe, expect, it } from 'vitest';
import { hashSubmit, type SubmitRequest } from './hash-submit.ts';

const base: SubmitRequest = {
  tool: 'image-editing',
  request: { inputs: { source: 'a' }, params: { preset: 'enhance-quality', strength: 0.5 } },
};

describe('hashSubmit', () => {
  it('is the same for the same request, whatever the order of its keys', () => {
    const reordered: SubmitRequest = {
      tool: 'image-editing',
      request: { params: { strength: 0.5, preset: 'enhance-quality' }, inputs: { source: 'a' } },
    };
    expect(hashSubmit(reordered)).toBe(hashSubmit(base));
  });

  it('differs when the service, an input, a parameter, the mask or the webhook differs', () => {
    const variants: SubmitRequest[] = [
      { ...base, tool: 'virtual-tryon' },
      { ...base, request: { ...base.request, inputs: { source: 'b' } } },
      { ...base, request: { ...base.request, params: { preset: 'enhance-quality' } } },
      { ...base, request: { ...base.request, mask: 'data:image/png;base64,AA==' } },
      { ...base, api: { webhookUrl: 'https://shop.example/hook' } },
    ];
    const hashes = new Set([hashSubmit(base), ...variants.map(hashSubmit)]);
    expect(hashes.size).toBe(variants.length + 1);
  });

  it('reads return_base64 only when asked, so hashes kept before it still match (decision 080)', () => {
    expect(hashSubmit({ ...base, api: { returnBase64: false } })).toBe(hashSubmit(base));
    expect(hashSubmit({ ...base, api: { returnBase64: true } })).not.toBe(hashSubmit(base));
    // An input given by URL is hashed as sent, so a keyed retry matches without a new download.
    const byUrl = {
      ...base,
      request: { ...base.request, inputs: { source: 'https://x.example/a.png' } },
    };
    expect(hashSubmit(byUrl)).toBe(hashSubmit(structuredClone(byUrl)));
  });
});
