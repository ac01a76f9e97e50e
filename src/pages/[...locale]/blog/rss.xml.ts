import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { localeStaticPaths, locales, t, type Locale } from '../../../i18n/index.ts';
import { blogPath, postPath } from '../../../lib/blog/blog-model.ts';
import { postsIn } from '../../../lib/blog/collection.ts';

export const getStaticPaths = localeStaticPaths;

/** The language's feed: /blog/rss.xml and /en/blog/rss.xml, newest first. */
export async function GET(context: APIContext) {
  const locale = context.props.locale as Locale;
  const tr = t(locale);
  const site = context.site ?? new URL(context.url.origin);
  const posts = await postsIn(locale);
  return rss({
    title: tr('blog.rss.title'),
    description: tr('blog.rss.description'),
    site: new URL(blogPath(locale), site).href,
    trailingSlash: false,
    customData: `<language>${locales[locale].htmlLang}</language>`,
    items: posts.map((post) => ({
      title: post.title,
      description: post.description,
      link: postPath(post),
      pubDate: post.publishedAt,
      author: post.author.name,
      categories: [post.category.name[locale], ...post.tags.map((tag) => tag.name[locale])],
    })),
  });
}
