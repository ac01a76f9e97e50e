import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { useBrandFont } from './brand-font.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const BRAND = 'Kiểu Studio';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an HTML attribute value. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const hex = code[1] === 'x' || code[1] === 'X';
      return String.fromCodePoint(parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return entities[code.toLowerCase()] ?? match;
  });
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.codePointAt(0)};`);

/**
 * Greedy word wrap by character count; the last line ends with '…' when text is left over.
 * @example wrap('Plans that grow with your shop', 12, 3) // ['Plans that', 'grow with', 'your shop']
 */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines.pop()!;
      lines.push(index < words.length ? `${last.replace(/[,.:;]?$/, '')}…` : last);
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The social card of one page: brand background, wrapped title and the brand name. */
export function cardSvg(title: string): string {
  const lines = wrap(title, 30, 4);
  const size = lines.length > 3 ? 54 : 60;
  const lineHeight = Math.round(size * 1.2);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const font = "'Be Vietnam Pro', 'DejaVu Sans', 'Noto Sans', sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#6d1c3a"/><stop offset="1" stop-color="#9f214e"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <rect x="80" y="80" width="96" height="12" rx="6" fill="#f4c77a"/>
  ${lines
    .map(
      (text, i) =>
        `<text x="80" y="${top + i * lineHeight}" font-family="${font}" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(text)}</text>`,
    )
    .join('\n  ')}
  <text x="80" y="560" font-family="${font}" font-weight="700" font-size="40" fill="#f4c77a">${BRAND}</text>
</svg>`;
}

/** The og:title and the path of the og:image of a built page, when it has both. */
export function readCard(html: string): { title: string; imagePath: string } | null {
  const meta = (property: string) =>
    new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`).exec(html)?.[1];
  const title = meta('og:title');
  const image = meta('og:image');
  if (title === undefined || image === undefined) return null;
  const imagePath = new URL(decodeEntities(image), 'http://localhost').pathname;
  const clean = decodeEntities(title).replace(new RegExp(`\\s*[|:–-]\\s*${BRAND}$`), '');
  return { title: clean || BRAND, imagePath };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes a 1200×630 PNG social card wherever a built page's og:image points (spec: SEO). */
export default function ogImages(): AstroIntegration {
  let cacheDir: URL | undefined;
  return {
    name: 'kieu-og-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.cacheDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await useBrandFont(fileURLToPath(new URL('og-fonts/', cacheDir ?? dir)));
        const written = new Set<string>();
        for (const file of await htmlFiles(root)) {
          const card = readCard(await readFile(file, 'utf8'));
          if (!card || written.has(card.imagePath)) continue;
          written.add(card.imagePath);
          const target = path.join(root, card.imagePath);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(
            target,
            await sharp(Buffer.from(cardSvg(card.title)))
              .png({ compressionLevel: 9 })
              .toBuffer(),
          );
        }
        logger.info(`${written.size} social cards written`);
      },
    },
  };
}
