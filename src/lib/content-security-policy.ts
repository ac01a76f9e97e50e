import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The site's Content-Security-Policy (decision 035), built once from the public build
 * configuration and handed to Astro's `security.csp`, which adds the hashes of the scripts and
 * styles it bundles and writes the policy as a meta tag on every page. Build-time code only.
 */

/** Firebase Auth's endpoints (sign-in, token refresh) when no emulator is configured. */
export const IDENTITY_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/**
 * Google's iframe loader (https://apis.google.com/js/api.js), which the Firebase SDK injects for
 * Google sign-in, popup or redirect; its URL is fixed in the SDK, so it cannot be self-hosted.
 */
export const GOOGLE_SIGN_IN_SCRIPTS = 'https://apis.google.com';

export interface SitePolicyConfig {
  /** PUBLIC_API_URL: the API, its signed file links and the public API reference. */
  apiUrl: string;
  /** PUBLIC_FIREBASE_AUTH_DOMAIN: serves the helper iframe of Google sign-in. */
  authDomain: string;
  /** PUBLIC_FIREBASE_AUTH_EMULATOR_URL: empty or unset for the real Firebase project. */
  authEmulatorUrl?: string | undefined;
  /** PUBLIC_MEDIA_ORIGINS: more origins of images and videos (S3, a CDN), comma separated. */
  mediaOrigins?: string | undefined;
}

type DirectiveName =
  | 'default-src'
  | 'base-uri'
  | 'object-src'
  | 'form-action'
  | 'connect-src'
  | 'img-src'
  | 'media-src'
  | 'frame-src';
/** One directive with its sources, e.g. `img-src 'self' data:`. */
export type CspDirective = `${DirectiveName} ${string}`;

/** The policy in the shape of Astro's `security.csp` option. */
export interface AstroCspOption {
  algorithm: 'SHA-256';
  directives: CspDirective[];
  scriptDirective: { resources: string[] };
  styleDirective: { resources: string[]; hashes: `sha256-${string}`[] };
}

/** The part of `Astro.csp` a page uses to widen its own policy; undefined when CSP is off (dev). */
export interface PageCsp {
  insertDirective(directive: CspDirective): void;
  insertScriptResource(resource: string): void;
  insertScriptHash(hash: `sha256-${string}`): void;
}

/**
 * The origin of an http(s) URL, or an error naming the build variable it came from.
 * @example originOf('https://api.kieu.studio/v1', 'PUBLIC_API_URL') // 'https://api.kieu.studio'
 */
export function originOf(url: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new Error(`${variable}: "${url}" is not a URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${variable}: "${url}" must be an http or https URL`);
  }
  return parsed.origin;
}

/**
 * The origins of a comma-separated list of URLs; blank entries are skipped.
 * @example originList('https://media.kieu.studio, https://x.s3.amazonaws.com/bucket', 'PUBLIC_MEDIA_ORIGINS')
 * // ['https://media.kieu.studio', 'https://x.s3.amazonaws.com']
 */
export function originList(value: string | undefined, variable: string): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => originOf(entry, variable));
}

/**
 * The CSP hash of a script or style's text, as Astro and the browser compute it.
 * @example sha256Source("document.documentElement.classList.add('js');") // 'sha256-…'
 */
export function sha256Source(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The stylesheet sonner (the studio's toasts) inserts as a `<style>` element when it loads,
 * read from the installed package so an upgrade updates the hash.
 */
export function sonnerStyleText(file = fileURLToPath(import.meta.resolve('sonner'))): string {
  const source = readFileSync(file, 'utf8');
  const match = /__insertCSS\("((?:\\.|[^"\\])*)"\)/.exec(source);
  if (!match) throw new Error(`sonner's stylesheet was not found in ${file}`);
  return JSON.parse(`"${match[1]}"`) as string;
}

const unique = (values: string[]) => [...new Set(values)];

/** Where Firebase Auth is reached: the emulator when one is configured, else Google. */
function identityOrigins(config: SitePolicyConfig): string[] {
  return config.authEmulatorUrl
    ? [originOf(config.authEmulatorUrl, 'PUBLIC_FIREBASE_AUTH_EMULATOR_URL')]
    : [...IDENTITY_ENDPOINTS];
}

/**
 * Every page's policy: scripts and styles from the site only (plus the hashes Astro adds),
 * no plugins, no `<base>` elsewhere, forms to the site, and network, images and media limited to
 * the site, the API, the identity provider and the configured media origins.
 */
export function sitePolicy(
  config: SitePolicyConfig,
  styleHashes: `sha256-${string}`[] = [],
): AstroCspOption {
  const api = originOf(config.apiUrl, 'PUBLIC_API_URL');
  const media = originList(config.mediaOrigins, 'PUBLIC_MEDIA_ORIGINS');
  const list = (...values: string[]) => unique(values).join(' ');
  return {
    algorithm: 'SHA-256',
    directives: [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
      `connect-src ${list("'self'", api, ...identityOrigins(config))}`,
      `img-src ${list("'self'", 'data:', 'blob:', api, ...media)}`,
      `media-src ${list("'self'", 'blob:', api, ...media)}`,
    ],
    scriptDirective: { resources: ["'self'"] },
    styleDirective: { resources: ["'self'"], hashes: styleHashes },
  };
}

/**
 * Widens one page's policy for Google sign-in through Firebase: Google's iframe loader and the
 * helper iframe (the auth domain, or the emulator). Only pages that can sign someone in call it.
 */
export function allowGoogleSignIn(
  csp: PageCsp | undefined,
  config: Pick<SitePolicyConfig, 'authDomain' | 'authEmulatorUrl'>,
): void {
  if (!csp) return;
  const helper = config.authEmulatorUrl
    ? originOf(config.authEmulatorUrl, 'PUBLIC_FIREBASE_AUTH_EMULATOR_URL')
    : originOf(`https://${config.authDomain}`, 'PUBLIC_FIREBASE_AUTH_DOMAIN');
  csp.insertScriptResource(GOOGLE_SIGN_IN_SCRIPTS);
  csp.insertDirective(`frame-src ${helper}`);
}

/**
 * Lets one page compile WebAssembly (`'wasm-unsafe-eval'`): the verify page reads content
 * credentials in the browser with the reference C2PA reader, compiled to WebAssembly (decision
 * 053). It allows compiling WebAssembly modules only, never `eval` of JavaScript, and only on the
 * page that calls this; every other page keeps the site's policy.
 */
export function allowWebAssembly(csp: PageCsp | undefined): void {
  csp?.insertScriptResource("'wasm-unsafe-eval'");
}

/**
 * Lets one page show images from other hosts it names (a blog post's cover or pictures).
 * Relative URLs are the site's own and need nothing.
 */
export function allowImagesFrom(csp: PageCsp | undefined, urls: readonly string[]): void {
  const origins = unique(
    urls.filter((url) => /^https?:\/\//i.test(url)).flatMap((url) => originList(url, 'image')),
  );
  if (csp && origins.length) csp.insertDirective(`img-src ${origins.join(' ')}`);
}

/**
 * The absolute URLs of the pictures a markdown or MDX text shows: `![alt](url)` and
 * `<img src="url">`.
 * @example linkedImages('![Áo](https://cdn.example.com/ao.webp)') // ['https://cdn.example.com/ao.webp']
 */
export function linkedImages(markdown: string | undefined): string[] {
  const text = markdown ?? '';
  const found = [
    ...text.matchAll(/!\[[^\]]*\]\(\s*<?(https?:\/\/[^\s)>]+)/gi),
    ...text.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["'](https?:\/\/[^"']+)["']/gi),
  ];
  return found.map((match) => match[1]!);
}

/**
 * An inline script the page keeps (it must run before first paint): its hash goes into the
 * page's policy, and the text is returned to render with `set:html`, so both stay the same.
 * @example <script is:inline set:html={inlineScript(Astro.csp, source)} />
 */
export function inlineScript(csp: PageCsp | undefined, source: string): string {
  csp?.insertScriptHash(sha256Source(source));
  return source;
}
