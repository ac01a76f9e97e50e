import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** The fontsource subsets that together cover Vietnamese: latin plus the Vietnamese letters. */
const FILES = ['latin', 'vietnamese'].flatMap((subset) =>
  [400, 700].map((weight) => `be-vietnam-pro-${subset}-${weight}-normal.woff`),
);

/**
 * Unpacks a WOFF 1.0 font into the TrueType/OpenType file it wraps (each table inflated with
 * zlib when it was compressed), so FreeType and fontconfig can read it.
 * @example writeFileSync('font.ttf', woffToSfnt(readFileSync('font.woff')))
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + stored);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored < length ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padding = Buffer.alloc((4 - (table.data.length % 4)) % 4);
    parts.push(table.data, padding);
    offset += table.data.length + padding.length;
  });
  return Buffer.concat(parts);
}

/**
 * Lets sharp draw SVG text in Be Vietnam Pro. librsvg ignores `@font-face` and finds fonts only
 * through fontconfig, so the site's own font files are unpacked into `cacheDir` and listed in a
 * fontconfig file that FONTCONFIG_FILE points to. Call it before the process first renders text
 * with sharp (fontconfig reads its configuration once); system fonts stay available as fallback.
 * @example await useBrandFont(fileURLToPath(new URL('og-fonts/', config.cacheDir)))
 */
export async function useBrandFont(cacheDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const source = path.join(path.dirname(require.resolve('@fontsource/be-vietnam-pro')), 'files');
  const fontsDir = path.join(cacheDir, 'fonts');
  await mkdir(fontsDir, { recursive: true });
  for (const file of FILES) {
    const woff = await readFile(path.join(source, file));
    await writeFile(path.join(fontsDir, file.replace(/\.woff$/, '.ttf')), woffToSfnt(woff));
  }
  const config = path.join(cacheDir, 'fonts.conf');
  await writeFile(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fontsDir}</dir>
  <cachedir>${path.join(cacheDir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = config;
}
