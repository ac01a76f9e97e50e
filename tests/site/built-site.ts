import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built site these checks read: the test runner builds it into SITE_DIR. */
export const siteDir = path.resolve(process.env.SITE_DIR ?? 'dist');

export interface BuiltPage {
  /** URL path, e.g. /en/pricing */
  url: string;
  file: string;
  html: string;
}

export function builtPages(root = siteDir): BuiltPage[] {
  if (!existsSync(root)) throw new Error(`No built site at ${root}: build it first`);
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        const url = `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        pages.push({ url, file, html: readFileSync(file, 'utf8') });
      }
    }
  };
  walk(root);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

export const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

const readAsset = (root: string, src: string) => readFileSync(path.join(root, src.split('?')[0]!));

/**
 * Every script a page runs, each module once: inline scripts, same-site script files, module
 * preloads, React islands (their component and renderer URLs) and everything those import,
 * statically or dynamically.
 */
export function pageScripts(html: string, root = siteDir): string[] {
  const inline: string[] = [];
  const entries = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src?.startsWith('/')) entries.add(src);
    else if (!src) inline.push(match[2] ?? '');
  }
  const urls = /\b(?:href|component-url|renderer-url)=["']?(\/[^"'\s>]+\.m?js)/gi;
  for (const match of html.matchAll(urls)) entries.add(match[1]!);
  for (const script of inline) for (const url of importsOf(script, '/')) entries.add(url);

  const seen = new Set<string>();
  const queue = [...entries];
  const modules: string[] = [];
  while (queue.length) {
    const url = queue.shift()!.split('?')[0]!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readAsset(root, url).toString();
    modules.push(code);
    queue.push(...importsOf(code, url));
  }
  return [...inline, ...modules];
}

/** Same-site modules a script imports (`from "./x.js"`, `import("/_astro/y.js")`). */
function importsOf(code: string, fromUrl: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+\.m?js)["'`]/g)) {
    const spec = match[1]!;
    if (spec.startsWith('/') || spec.startsWith('.')) {
      found.push(new URL(spec, `http://site${fromUrl}`).pathname);
    }
  }
  return found;
}

/** Every stylesheet a page loads: linked same-site files and inline <style> blocks. */
export function pageStyles(html: string, root = siteDir): string[] {
  const styles: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*rel=["']?stylesheet[^>]*>/gi)) {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(match[0])?.[1];
    if (href?.startsWith('/')) styles.push(readAsset(root, href).toString());
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    styles.push(match[1] ?? '');
  return styles;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * What a reader (or a screen reader) meets on a page: text and the attributes that are read
 * out or shown, without scripts and styles. With `pageLang` (the `<html lang>` value), a leaf
 * element marked as another language (`<span lang="en-US">` beside its Vietnamese twin, shown
 * by `<html lang>`: decision 048) is left out, as the browser scan does.
 */
export function readableText(html: string, pageLang?: string): string {
  const marked = pageLang
    ? html.replace(
        /<(\w+)\b[^>]*\slang="([^"]+)"[^>]*>[^<]*<\/\1>/gi,
        (whole, _tag: string, lang: string) => (lang === pageLang ? whole : ' '),
      )
    : html;
  const attributes = [
    ...marked.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/gi),
  ].map((m) => m[1]);
  const text = marked
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code] ?? whole;
    })
    .replace(/\s+/g, ' ');
}
