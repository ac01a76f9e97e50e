import { describe, expect, it } from 'vitest';
import { jobTimeoutSeconds } from './run-generation.ts';

describe('jobTimeoutSeconds (spec §9)', () => {
  it('gives image editing 600 s and the other tools 900 s, capped by the setting', () => {
    expect(jobTimeoutSeconds('image-editing', 900)).toBe(600);
    expect(jobTimeoutSeconds('image-to-video', 900)).toBe(900);
    expect(jobTimeoutSeconds('virtual-tryon', 3600)).toBe(900);
    expect(jobTimeoutSeconds('virtual-tryon', 30)).toBe(30);
  });
});
