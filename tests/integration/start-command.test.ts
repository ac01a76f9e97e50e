import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm start', () => {
  it('stops before starting anything when a variable is bad, naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, API_PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('API_PORT: must be a port number');
  });
});
