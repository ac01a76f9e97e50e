import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalDiskStore } from './local-disk-store.ts';
import { rememberExisting } from './remember-existing.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function stores(ttlMs: number) {
  const root = await mkdtemp(path.join(tmpdir(), 'kieu-exists-'));
  roots.push(root);
  const disk = createLocalDiskStore({
    root,
    publicBaseUrl: 'http://127.0.0.1:8787',
    secret: 'a-test-secret-of-enough-length-000',
    defaultTtlSeconds: 900,
  });
  return { disk, remembered: rememberExisting(disk, ttlMs) };
}

describe('rememberExisting (decision 107)', () => {
  it('keeps a present file for the window, even when another process removed it', async () => {
    const { disk, remembered } = await stores(60_000);
    await remembered.put('results/a.png', Buffer.from('png'), 'image/png');
    expect(await remembered.exists('results/a.png')).toBe(true);
    await disk.delete('results/a.png'); // as a worker's sweep would, behind this process's back
    expect(await remembered.exists('results/a.png')).toBe(true);
    expect(await rememberExisting(disk, 60_000).exists('results/a.png')).toBe(false);
  });

  it('forgets at once what it deletes, one key or a folder', async () => {
    const { remembered } = await stores(60_000);
    await remembered.put('results/u1/a.png', Buffer.from('png'), 'image/png');
    await remembered.put('results/u1/b.png', Buffer.from('png'), 'image/png');
    expect(await remembered.exists('results/u1/a.png')).toBe(true);
    expect(await remembered.exists('results/u1/b.png')).toBe(true);
    await remembered.delete('results/u1/a.png');
    expect(await remembered.exists('results/u1/a.png')).toBe(false);
    await remembered.deletePrefix('results/u1/');
    expect(await remembered.exists('results/u1/b.png')).toBe(false);
  });

  it('never keeps a "no": a file stored after the question is seen at once', async () => {
    const { remembered } = await stores(60_000);
    expect(await remembered.exists('results/late.png')).toBe(false);
    await remembered.put('results/late.png', Buffer.from('png'), 'image/png');
    expect(await remembered.exists('results/late.png')).toBe(true);
  });

  it('asks the store every time with a window of 0', async () => {
    const { disk, remembered } = await stores(0);
    expect(remembered).toBe(disk);
  });
});
