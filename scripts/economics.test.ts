import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { productionEngineSettings } from '../src/server/economics/production-engines.ts';

/** Runs `npm run economics` as CI does, in a child process, with only the given settings. */
function economics(args: string[], env: Record<string, string> = {}) {
  const { PATH, HOME } = process.env;
  return spawnSync('npx', ['tsx', 'scripts/economics.ts', ...args], {
    env: { PATH, HOME, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
}

describe('npm run economics, as a process (issue 27 point 4)', () => {
  it('passes on the documented production configuration', () => {
    const run = economics(['--production']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Every option on sale keeps a gross margin of at least 0.5');
  }, 60_000);

  it('exits non-zero, naming the option, when Veo 3 sells below its cost', () => {
    // fal raises Veo 3 to $5 a second: its 8-second video costs far more than its credits earn.
    const run = economics([], {
      ...productionEngineSettings,
      ENGINE_PRICES: JSON.stringify({
        fal: { 'fal-ai/veo3/image-to-video': { perSecond: { '1080p': 5 } } },
      }),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/below MIN_GROSS_MARGIN 0\.5/);
    expect(run.stderr).toMatch(/veo3/);
  }, 60_000);
});
