/**
 * Which URLs a blog post may carry (decision 032): http, https, mailto or relative, judged as a
 * browser would read the attribute, after character references are decoded and the control
 * characters and spaces the URL parser skips are removed.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';

/** Link and image addresses may use these schemes, or be relative (`/blog`, `#top`, `?q`). */
export const URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** `&#x09;`, `&#58;`, `&colon;`… decoded again, as a browser would if `&` reached it bare. */
function decodeCharacterReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return decodeNamedCharacterReference(ref) || whole;
  });
}

/**
 * The scheme a browser would see in a URL attribute, after decoding character references and
 * removing the control characters and spaces the URL parser ignores; `null` for a relative URL.
 * @example urlScheme('java&#x09;script:alert(1)') // 'javascript'
 */
export function urlScheme(value: string): string | null {
  const cleaned = decodeCharacterReferences(decodeCharacterReferences(value)).replace(
    // C0 controls, space, DEL, C1 controls and the invisible separators some parsers drop.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g,
    '',
  );
  const match = /^([^/?#]*?):/.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

/** Whether a URL is relative or uses http, https or mailto. */
export function isAllowedUrl(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null || (URL_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * Every URL of a `srcset` (`a.png 1x, b.png 2x`).
 * @example srcSetUrls('a.png 1x, b.png 2x') // ['a.png', 'b.png']
 */
export function srcSetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}
