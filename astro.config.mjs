// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import { blogSanitizer } from './src/integrations/blog-sanitizer.ts';
import ogImages from './src/integrations/og-images.ts';
import zodWithoutEval from './src/integrations/zod-without-eval.ts';
import { sha256Source, sitePolicy, sonnerStyleText } from './src/lib/content-security-policy.ts';
import { defaultLocale, localeCodes, locales } from './src/i18n/locales.ts';

// The config is read before Vite loads `.env`, so load it here (shell variables still win).
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const siteUrl = env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321';
// The browser configuration's defaults, shared by astro:env below and the page policy.
const defaults = {
  apiUrl: 'http://127.0.0.1:8787',
  authDomain: 'demo-kieu.firebaseapp.com',
  authEmulatorUrl: 'http://127.0.0.1:9099',
};
// Production builds set PUBLIC_FIREBASE_AUTH_EMULATOR_URL empty for the real Firebase project.
// astro:env reads an empty variable as unset and would fall back to the default emulator, so an
// explicitly empty variable gets no default; unset still means the emulator.
const authEmulatorDefault =
  env.PUBLIC_FIREBASE_AUTH_EMULATOR_URL === '' ? undefined : defaults.authEmulatorUrl;

/** Sitemap entries without the trailing slash, matching our links and canonical URLs. */
const withoutTrailingSlash = (/** @type {string} */ url) => {
  const { pathname } = new URL(url);
  const isRoot = pathname === '/' || localeCodes.some((code) => pathname === `/${code}/`);
  return isRoot ? url : url.replace(/\/$/, '');
};

export default defineConfig({
  site: siteUrl,
  output: 'static',
  outDir: env.SITE_OUT_DIR || 'dist',
  // A test's build keeps its own content store, apart from other builds sharing node_modules.
  ...(env.SITE_CACHE_DIR ? { cacheDir: env.SITE_CACHE_DIR } : {}),
  markdown: {
    // Decision 032: every Markdown and MDX page (blog posts above all, also those exported by
    // the admin API) keeps only the blog's allow-list of HTML. MDX inherits this processor.
    processor: satteri({ hastPlugins: [blogSanitizer()] }),
  },
  i18n: {
    locales: [...localeCodes],
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    zodWithoutEval(),
    ogImages(),
    mdx(),
    sitemap({
      // Only indexable pages: not the app, sign-in, payment-result or development pages. Blog
      // slugs are free text, so only the newsletter's result pages are left out under /blog.
      filter: (page) => {
        const pathname = new URL(page).pathname.replace(/^\/en(?=\/)/, '');
        if (pathname.startsWith('/blog/')) return !pathname.startsWith('/blog/newsletter-');
        return !/\/(dev-tools|test|test-google-auth|auth|payment|dashboard|profile|admin|checkout|services|help|assets|models|history|catalogue|virtual-tryon|body-generator|hairstyle-changer|image-to-video|[a-z-]+-legacy|image-editing|product-to-model|model-swap|api-management|studio-pricing|studio|share|team|404)(\/|$)/.test(
          pathname,
        );
      },
      i18n: {
        defaultLocale,
        locales: Object.fromEntries(localeCodes.map((code) => [code, locales[code].htmlLang])),
      },
      serialize: (item) => ({
        ...item,
        url: withoutTrailingSlash(item.url),
        links: item.links?.map((link) => ({ ...link, url: withoutTrailingSlash(link.url) })),
      }),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
  // Decision 035: a meta Content-Security-Policy on every page, with the hashes of the scripts
  // and styles Astro bundles; sonner's toasts insert one stylesheet of their own.
  security: {
    csp: sitePolicy(
      {
        apiUrl: env.PUBLIC_API_URL || defaults.apiUrl,
        authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || defaults.authDomain,
        authEmulatorUrl: env.PUBLIC_FIREBASE_AUTH_EMULATOR_URL || authEmulatorDefault,
        // Images and videos from elsewhere (S3, a CDN), comma separated; read here only.
        mediaOrigins: env.PUBLIC_MEDIA_ORIGINS,
      },
      [sha256Source(sonnerStyleText())],
    ),
  },
  env: {
    schema: {
      PUBLIC_API_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: defaults.apiUrl,
      }),
      PUBLIC_SITE_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: 'http://127.0.0.1:4321',
      }),
      PUBLIC_FIREBASE_API_KEY: envField.string({
        context: 'client',
        access: 'public',
        default: 'demo-api-key',
      }),
      PUBLIC_FIREBASE_AUTH_DOMAIN: envField.string({
        context: 'client',
        access: 'public',
        default: defaults.authDomain,
      }),
      PUBLIC_FIREBASE_PROJECT_ID: envField.string({
        context: 'client',
        access: 'public',
        default: 'demo-kieu',
      }),
      // Set it to an empty string in production, where the real Firebase project is used.
      PUBLIC_FIREBASE_AUTH_EMULATOR_URL: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        default: authEmulatorDefault,
      }),
      PUBLIC_DEV_TOOLS: envField.boolean({ context: 'client', access: 'public', default: true }),
      // Decision 098: `tool=engine,…` from GENERATION_ENGINES (siteBuildEnv); unset, the local
      // demo engine, as the API's default.
      SITE_ENGINES: envField.string({ context: 'server', access: 'public', default: '' }),
      // Issue 43: the API's enabled gateways (siteBuildEnv); unset, the development defaults.
      SITE_PAYMENT_METHODS: envField.string({
        context: 'server',
        access: 'public',
        default: 'vietqr,momo,zalopay,sandbox',
      }),
    },
  },
});
