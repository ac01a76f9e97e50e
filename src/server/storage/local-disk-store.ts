import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, assertValidPrefix, type ObjectStore } from './object-store.ts';
import { signFileUrl } from './signed-url.ts';

/**
 * Files under a root folder, each with a small `.meta.json` beside it for the content type.
 * Writes go to a temporary name first and are renamed, so a crash never leaves half a file.
 * Links are `GET /files/<key>?exp&sig` on the API, signed with the app secret.
 */
export function createLocalDiskStore(options: {
  root: string;
  publicBaseUrl: string;
  secret: string;
  defaultTtlSeconds: number;
}): ObjectStore {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(options.root, ...key.split('/'));
  };

  /** Writes through `write(temp)`, then the meta file, then renames the temporary file into place. */
  async function writeAtomically(
    key: string,
    contentType: string,
    write: (temp: string) => Promise<void>,
  ) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await write(temp);
      const { size } = await stat(temp);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
      await rename(temp, file);
      return { key, size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** The keys of the files under a folder (not the meta files nor unfinished writes). */
  async function listUnder(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const folder = path.join(options.root, ...prefix.slice(0, -1).split('/'));
    let entries: string[];
    try {
      entries = await readdir(folder, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      if (entry.endsWith('.meta.json') || entry.endsWith('.tmp')) continue;
      const key = prefix + entry.split(path.sep).join('/');
      if ((await stat(path.join(folder, entry))).isFile()) keys.push(key);
    }
    return keys.sort();
  }

  return {
    linkSeconds: options.defaultTtlSeconds,
    listKeys: listUnder,
    async deletePrefix(prefix) {
      const keys = await listUnder(prefix);
      await rm(path.join(options.root, ...prefix.slice(0, -1).split('/')), {
        recursive: true,
        force: true,
      });
      return keys.length;
    },
    put(key, body, contentType) {
      return writeAtomically(key, contentType, (temp) => writeFile(temp, body));
    },
    putStream(key, body, contentType) {
      return writeAtomically(key, contentType, (temp) => pipeline(body, createWriteStream(temp)));
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { body: createReadStream(file), size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
    async signedUrl(key, { expiresInSeconds, filename } = {}) {
      assertValidKey(key);
      const expiresAt =
        Math.floor(Date.now() / 1000) + (expiresInSeconds ?? options.defaultTtlSeconds);
      return signFileUrl(options.publicBaseUrl, options.secret, { key, expiresAt, filename });
    },
  };
}
