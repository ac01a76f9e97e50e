import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.ts';
import { phaseIndex, phaseSteps, waitText } from './phases.ts';

const labels = (tool: Parameters<typeof phaseSteps>[0]) =>
  phaseSteps(tool).map((step) => en[step.label]);

describe('phaseSteps', () => {
  it('names the try-on phases of spec §2.8 with the garment fit', () => {
    expect(labels('virtual-tryon')).toEqual([
      'Analysing',
      'Processing garment fit',
      'Generating final result',
    ]);
  });

  it('names the other image tools with plain processing', () => {
    expect(labels('hairstyle-changer')).toEqual([
      'Analysing',
      'Processing',
      'Generating final result',
    ]);
  });

  it('names the video phases of spec §2.8', () => {
    expect(labels('image-to-video')).toEqual([
      'Analyzing image composition',
      'Generating motion vectors',
      'Rendering video frames',
    ]);
  });
});

describe('phaseIndex', () => {
  it('places a queued generation at the first phase and finds the others', () => {
    expect(phaseIndex('body-generator', 'queued')).toBe(0);
    expect(phaseIndex('body-generator', 'finalising')).toBe(2);
    expect(phaseIndex('image-to-video', 'motion')).toBe(1);
    expect(phaseIndex('image-to-video', undefined)).toBe(0);
  });
});

describe('waitText', () => {
  it('says seconds below a minute and a half, then minutes', () => {
    expect(waitText(20_000)).toEqual({ key: 'toolsUi.waitSeconds', value: 20 });
    expect(waitText(200)).toEqual({ key: 'toolsUi.waitSeconds', value: 1 });
    expect(waitText(150_000)).toEqual({ key: 'toolsUi.waitMinutes', value: 3 });
  });
});
