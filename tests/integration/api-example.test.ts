import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { picture } from './support/generations.ts';
import { apiClient } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The documented TypeScript client (docs/api/edit-image.ts) run as a customer would, against a
// real API whose signed links point at itself.
let api: TestApi;
let dir: string;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true', API_PORT: String(await freePort()) });
  dir = await mkdtemp(path.join(tmpdir(), 'kieu-example-'));
});
afterAll(async () => {
  await api?.stop();
  await rm(dir, { recursive: true, force: true });
});

it('the TypeScript example uploads, edits, waits and saves the result', async () => {
  const client = await apiClient(api, { services: ['image-editing'] });
  const input = path.join(dir, 'photo.jpg');
  const output = path.join(dir, 'out.png');
  await writeFile(input, await picture(400, 300, 'jpeg'));
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'docs/api/edit-image.ts', input, output],
    { env: { ...process.env, KIEU_API: api.url, KIEU_TOKEN: client.value }, timeout: 60_000 },
  );
  expect(stdout).toContain('4 credits left');
  // Issue 18: the file's extension is its real type's, whatever the name asked for.
  const savedPath = /saved (\S+);/.exec(stdout)![1]!;
  const saved = await sharp(savedPath).metadata();
  const extensionOf: Record<string, string> = { jpeg: '.jpg', png: '.png', webp: '.webp' };
  expect(path.extname(savedPath)).toBe(extensionOf[saved.format!]);
  expect(path.basename(savedPath, path.extname(savedPath))).toBe('out');
  expect(saved.width).toBe(400);
  expect(saved.height).toBe(300);
}, 90_000);
