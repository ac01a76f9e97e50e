import { describe, expect, it } from 'vitest';
import { islandT } from '../app-shell/i18n-core.ts';
import { helpTutorial } from './help-tutorial.ts';
import { tryOnTutorial } from './try-on-tutorial.ts';

describe('the try-on tour', () => {
  it('has the ten steps of spec §2.11 with their targets; welcome and complete are centred', () => {
    const { steps } = tryOnTutorial(islandT('en'));
    expect(steps.map((step) => [step.id, step.target])).toEqual([
      ['welcome', undefined],
      ['stepper', '[data-tour="tryon-stepper"]'],
      ['modelTab', '[data-tour="tryon-model-tab"]'],
      ['uploadModel', '[data-tour="tryon-upload-model"]'],
      ['continue', '[data-tour="tryon-continue"]'],
      ['garmentTab', '[data-tour="tryon-garment-tab"]'],
      ['generate', '[data-tour="tryon-generate"]'],
      ['preview', '[data-tour="tryon-preview"]'],
      ['history', '[data-tour="tryon-history"]'],
      ['complete', undefined],
    ]);
  });

  it.each([
    ['en', /30 to 45 seconds/],
    ['vi', /30 đến 45 giây/],
  ] as const)('is written in %s and says a result takes about 30 to 45 seconds', (locale, time) => {
    const { steps } = tryOnTutorial(islandT(locale));
    for (const step of steps) {
      expect(step.title).not.toMatch(/^tutorial\./);
      expect(step.content).not.toMatch(/^tutorial\./);
    }
    const byId = Object.fromEntries(steps.map((step) => [step.id, step]));
    expect(byId.history!.content).toMatch(time);
    expect(byId.complete!.content).toMatch(time);
  });

  it('passes the callbacks on', () => {
    const onComplete = () => undefined;
    expect(tryOnTutorial(islandT('vi'), { onComplete }).onComplete).toBe(onComplete);
  });
});

describe('the Help page tour', () => {
  it('targets the five sections and lets the shortcuts step advance after 3 seconds', () => {
    const { steps } = helpTutorial(islandT('vi'));
    expect(steps.map((step) => step.target)).toEqual([
      '[data-tour="help-credits"]',
      '[data-tour="help-tools"]',
      '[data-tour="help-uploads"]',
      '[data-tour="help-shortcuts"]',
      '[data-tour="help-support"]',
    ]);
    expect(steps.filter((step) => step.autoNext).map((step) => [step.id, step.autoNext])).toEqual([
      ['shortcuts', 3],
    ]);
    expect(steps[0]!.title).toBe('Tín dụng');
  });
});
