import { Hono } from 'hono';
import { newsletterSignupSchema } from '../../../contracts/newsletter.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { publicApiUrl, publicSiteUrl } from '../../env.ts';
import type { Lang } from '../../http/app-error.ts';
import { parseJson } from '../../http/parse-json.ts';
import { perAddressLimit } from '../../http/rate-limit.ts';
import { confirmNewsletter } from '../../services/newsletter/confirm-newsletter.ts';
import { subscribeNewsletter } from '../../services/newsletter/subscribe-newsletter.ts';
import { unsubscribeNewsletter } from '../../services/newsletter/unsubscribe-newsletter.ts';

/** Abuse limit, like the contact form's: five sign-ups per address in ten minutes. */
export const NEWSLETTER_RATE_LIMIT = { bucket: 'newsletter', limit: 5, windowSeconds: 600 };

/** The site's static result pages of a confirmation, Vietnamese at /blog, English under /en. */
function resultPage(siteUrl: string, lang: Lang, outcome: 'confirmed' | 'invalid') {
  return `${siteUrl}${lang === 'en' ? '/en' : ''}/blog/newsletter-${outcome}`;
}

/**
 * POST /newsletter, GET /newsletter/confirm and /newsletter/unsubscribe (GET to the site's page,
 * POST to unsubscribe): the blog's newsletter (public).
 */
export function newsletterRoutes(deps: AppDeps) {
  const limit = perAddressLimit(deps, NEWSLETTER_RATE_LIMIT);
  const site = publicSiteUrl(deps.env);
  const serviceDeps = (c: { get(key: 'logger'): AppDeps['logger'] }) => ({
    db: deps.database.db,
    mailer: deps.mailer,
    clock: deps.clock,
    logger: c.get('logger'),
    apiUrl: publicApiUrl(deps.env),
    appSecret: deps.env.APP_SECRET,
  });
  return (
    new Hono<AppBindings>()
      .post('/newsletter', async (c) => {
        await limit.check(c);
        const input = await parseJson(c, newsletterSignupSchema);
        await limit.consume(c);
        await subscribeNewsletter(serviceDeps(c), input);
        return c.json({ status: 'check_email' as const }, 202);
      })
      .get('/newsletter/confirm', async (c) => {
        const result = await confirmNewsletter(serviceDeps(c), c.req.query('token') ?? '');
        if (result.confirmed) return c.redirect(resultPage(site, result.lang, 'confirmed'), 303);
        const lang: Lang = c.req.query('lang') === 'en' ? 'en' : 'vi';
        return c.redirect(resultPage(site, lang, 'invalid'), 303);
      })
      // A mail's link opens the site's page, whose button POSTs: link scanners that follow GETs
      // must not unsubscribe anyone (RFC 8058 §3).
      .get('/newsletter/unsubscribe', (c) => {
        const lang: Lang = c.req.query('lang') === 'en' ? 'en' : 'vi';
        const page = new URL(`${site}${lang === 'en' ? '/en' : ''}/blog/newsletter-unsubscribe`);
        page.searchParams.set('token', c.req.query('token') ?? '');
        return c.redirect(page.toString(), 303);
      })
      // One-click (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the link.
      .post('/newsletter/unsubscribe', async (c) => {
        await unsubscribeNewsletter(
          { db: deps.database.db, appSecret: deps.env.APP_SECRET },
          c.req.query('token') ?? '',
        );
        return c.json({ status: 'unsubscribed' as const });
      })
  );
}
