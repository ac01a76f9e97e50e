import { describe, expect, it } from 'vitest';
import {
  allowGoogleSignIn,
  allowImagesFrom,
  allowWebAssembly,
  inlineScript,
  linkedImages,
  sha256Source,
  sitePolicy,
  sonnerStyleText,
  type PageCsp,
} from './content-security-policy.ts';

const production = {
  apiUrl: 'https://api.kieu.studio/',
  authDomain: 'kieu-studio.firebaseapp.com',
  authEmulatorUrl: '',
};
const directive = (directives: string[], name: string) =>
  directives.find((d) => d.startsWith(`${name} `));

/** A stand-in for `Astro.csp` that records what a page adds. */
function recordingCsp() {
  const added = { directives: [] as string[], scripts: [] as string[], hashes: [] as string[] };
  const csp: PageCsp = {
    insertDirective: (d) => added.directives.push(d),
    insertScriptResource: (r) => added.scripts.push(r),
    insertScriptHash: (h) => added.hashes.push(h),
  };
  return { csp, added };
}

describe('sitePolicy', () => {
  it('allows scripts and styles from the site only, no plugins and no foreign base', () => {
    const policy = sitePolicy(production);
    expect(policy.scriptDirective.resources).toEqual(["'self'"]);
    expect(policy.styleDirective.resources).toEqual(["'self'"]);
    expect(policy.directives).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]),
    );
    expect(JSON.stringify(policy)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('connects to the site, the API and Firebase Auth in production', () => {
    const { directives } = sitePolicy(production);
    expect(directive(directives, 'connect-src')).toBe(
      "connect-src 'self' https://api.kieu.studio https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
  });

  it('connects to the Auth emulator instead when the build names one', () => {
    const { directives } = sitePolicy({ ...production, authEmulatorUrl: 'http://127.0.0.1:9199' });
    expect(directive(directives, 'connect-src')).toBe(
      "connect-src 'self' https://api.kieu.studio http://127.0.0.1:9199",
    );
  });

  it('shows images and videos from the site, the API and each media origin', () => {
    const { directives } = sitePolicy({
      ...production,
      mediaOrigins:
        ' https://kieu-media.s3.ap-southeast-1.amazonaws.com/results , https://cdn.kieu.studio,',
    });
    const media = 'https://kieu-media.s3.ap-southeast-1.amazonaws.com https://cdn.kieu.studio';
    expect(directive(directives, 'img-src')).toBe(
      `img-src 'self' data: blob: https://api.kieu.studio ${media}`,
    );
    expect(directive(directives, 'media-src')).toBe(
      `media-src 'self' blob: https://api.kieu.studio ${media}`,
    );
  });

  it('refuses a media origin that is not an http(s) URL, naming the variable', () => {
    expect(() => sitePolicy({ ...production, mediaOrigins: 'media.kieu.studio' })).toThrow(
      /PUBLIC_MEDIA_ORIGINS/,
    );
    expect(() => sitePolicy({ ...production, mediaOrigins: 'javascript:alert(1)' })).toThrow(
      /PUBLIC_MEDIA_ORIGINS/,
    );
  });

  it('carries the style hashes it is given', () => {
    const hash = sha256Source('.x{}');
    expect(sitePolicy(production, [hash]).styleDirective.hashes).toEqual([hash]);
  });
});

describe('allowWebAssembly', () => {
  it('lets the page compile WebAssembly, and nothing else', () => {
    const { csp, added } = recordingCsp();
    allowWebAssembly(csp);
    expect(added).toEqual({ directives: [], scripts: ["'wasm-unsafe-eval'"], hashes: [] });
    expect(sitePolicy(production).scriptDirective.resources).not.toContain("'wasm-unsafe-eval'");
    expect(() => allowWebAssembly(undefined)).not.toThrow();
  });
});

describe('allowGoogleSignIn', () => {
  it("adds Google's iframe loader and the auth domain's helper frame", () => {
    const { csp, added } = recordingCsp();
    allowGoogleSignIn(csp, production);
    expect(added.scripts).toEqual(['https://apis.google.com']);
    expect(added.directives).toEqual(['frame-src https://kieu-studio.firebaseapp.com']);
  });

  it("frames the emulator's helper when the build names one", () => {
    const { csp, added } = recordingCsp();
    allowGoogleSignIn(csp, { ...production, authEmulatorUrl: 'http://127.0.0.1:9099/' });
    expect(added.directives).toEqual(['frame-src http://127.0.0.1:9099']);
  });

  it('does nothing when CSP is off (the dev server)', () => {
    expect(() => allowGoogleSignIn(undefined, production)).not.toThrow();
  });
});

describe('allowImagesFrom and linkedImages', () => {
  it("allows the other hosts a post's cover and pictures come from, once each", () => {
    const body = [
      '![Áo dài](https://cdn.example.com/ao-dai.webp)',
      '<img alt="Tóc" src="https://images.example.org/toc.jpg" />',
      '![Local](/media/three-steps-poster.webp)',
      '![Again](https://cdn.example.com/other.webp "title")',
    ].join('\n');
    const { csp, added } = recordingCsp();
    allowImagesFrom(csp, ['/media/cover.webp', ...linkedImages(body)]);
    expect(added.directives).toEqual([
      'img-src https://cdn.example.com https://images.example.org',
    ]);
  });

  it('adds nothing for a post whose pictures are all on the site', () => {
    const { csp, added } = recordingCsp();
    allowImagesFrom(csp, ['/media/cover.webp', ...linkedImages('![a](/media/a.webp)')]);
    expect(added.directives).toEqual([]);
  });
});

describe('inlineScript and sha256Source', () => {
  it('hashes as browsers do (the example of the CSP specification)', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  it("adds the script's hash to the page and returns the same text", () => {
    const { csp, added } = recordingCsp();
    const source = "document.documentElement.classList.add('js');";
    expect(inlineScript(csp, source)).toBe(source);
    expect(added.hashes).toEqual([sha256Source(source)]);
  });
});

describe('sonnerStyleText', () => {
  it('reads the stylesheet the toasts insert from the installed package', () => {
    const text = sonnerStyleText();
    expect(text.startsWith('[data-sonner-toaster]')).toBe(true);
    expect(text).not.toContain('\\"');
  });
});
