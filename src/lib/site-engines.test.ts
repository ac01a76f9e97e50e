import { describe, expect, it } from 'vitest';
import { isDemoEngine, siteEngines } from './site-engines.ts';

describe('siteEngines', () => {
  it('reads each tool’s engine and leaves the others on the demo engine', () => {
    const engines = siteEngines('virtual-tryon=fal, image-to-video=replicate');
    expect(engines['virtual-tryon']).toBe('fal');
    expect(engines['image-to-video']).toBe('replicate');
    expect(engines['body-generator']).toBe('local');
    expect(isDemoEngine(engines['body-generator'])).toBe(true);
    expect(isDemoEngine(engines['virtual-tryon'])).toBe(false);
  });

  it('takes an unset value as every tool on the demo engine', () => {
    expect(Object.values(siteEngines('')).every(isDemoEngine)).toBe(true);
  });
});
