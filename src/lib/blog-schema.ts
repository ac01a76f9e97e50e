/**
 * The blog's allow-list for hast-util-sanitize (decision 032): which elements, attributes and
 * URL schemes a post's compiled HTML may keep.
 */
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { URL_SCHEMES } from './safe-url.ts';

/** Properties that hold a URL (or several) on some element, whatever the allow-list says. */
export const URL_PROPERTIES = new Set([
  'action',
  'background',
  'cite',
  'codeBase',
  'data',
  'formAction',
  'href',
  'itemId',
  'longDesc',
  'manifest',
  'ping',
  'poster',
  'profile',
  'src',
  'srcSet',
  'useMap',
  'xLinkHref',
]);

/**
 * Inline styles: only what the site's own markdown output writes (table alignment, Shiki's
 * colours on code). No `url(`, no `expression(`, no escapes: nothing that fetches or runs.
 */
const declaration =
  String.raw`\s*(?:text-align:\s*(?:left|center|right)|(?:color|background-color|--shiki-[a-z-]+):\s*#[0-9a-f]{3,8}` +
  String.raw`|overflow-x:\s*auto|font-style:\s*(?:italic|normal)|font-weight:\s*(?:bold|normal|[1-9]00)` +
  String.raw`|text-decoration:\s*(?:underline|line-through|none))\s*`;
const safeStyle = new RegExp(String.raw`^(?:${declaration}(?:;|$))+$`, 'i');

const aria = ['ariaDescribedBy', 'ariaLabel', 'ariaLabelledBy'];
const base = defaultSchema.attributes!;
/** Global attributes of GitHub's list minus the form and image-map ones no post needs. */
const globalAttributes = base['*']!.filter(
  (name) =>
    !['accept', 'acceptCharset', 'accessKey', 'action', 'encType', 'method', 'useMap'].includes(
      String(name),
    ),
);

/**
 * GitHub's allow-list (hast-util-sanitize's `defaultSchema`) extended only for what posts and
 * the site's markdown output use: figures, captions, image sizes, Shiki's code blocks and GFM
 * table alignment. URL schemes are narrowed to http, https, mailto and relative.
 */
export const blogSchema: Schema = {
  ...defaultSchema,
  tagNames: [...defaultSchema.tagNames!, 'caption', 'figcaption', 'figure', 'mark', 'small'],
  attributes: {
    ...base,
    '*': globalAttributes,
    img: [
      ...aria,
      'alt',
      'src',
      'title',
      'width',
      'height',
      ['loading', 'lazy', 'eager'],
      ['decoding', 'async', 'sync', 'auto'],
    ],
    pre: [
      ['className', 'astro-code', /^github-/],
      ['style', safeStyle],
      'tabIndex',
      'dataLanguage',
    ],
    span: [
      ['className', 'line'],
      ['style', safeStyle],
    ],
    th: [['style', safeStyle]],
    td: [['style', safeStyle]],
  },
  protocols: { href: [...URL_SCHEMES], src: ['http', 'https'], cite: ['http', 'https'] },
  // Done before sanitizing (`clobber`), so ids the markdown output already prefixed keep working.
  clobber: [],
  strip: [
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'textarea',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'select',
  ],
};
