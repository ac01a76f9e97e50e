import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  indexPagePath,
  paginate,
  postPath,
  readingMinutes,
  relatedPosts,
  sortPosts,
  tagPath,
  translationOf,
  type BlogPost,
} from './blog-model.ts';

const localized = (id: string) => ({ vi: `${id}-vi`, en: `${id}-en` });
const category = (id: string) => ({
  id,
  name: localized(id),
  slug: localized(id),
  description: localized(id),
});
const tag = (id: string) => ({ id, name: localized(id), slug: localized(id) });
const author = { id: 'a', name: 'A', role: localized('r'), bio: localized('b') };

function post(id: string, overrides: Partial<BlogPost> = {}): BlogPost {
  const [lang, slug] = id.split('/') as ['vi' | 'en', string];
  return {
    id,
    lang,
    slug,
    title: slug,
    description: '',
    publishedAt: new Date('2026-10-01'),
    author,
    category: category('guides'),
    tags: [],
    readingMinutes: 1,
    entry: null,
    ...overrides,
  };
}

describe('blog paths', () => {
  it('keeps Vietnamese at /blog and English under /en, each with its own slugs', () => {
    expect(postPath({ lang: 'vi', slug: 'bai-viet' })).toBe('/blog/bai-viet');
    expect(postPath({ lang: 'en', slug: 'post' })).toBe('/en/blog/post');
    expect(indexPagePath('vi', 1)).toBe('/blog');
    expect(indexPagePath('en', 3)).toBe('/en/blog/page/3');
    expect(categoryPath(category('guides'), 'en')).toBe('/en/blog/category/guides-en');
    expect(tagPath(tag('video'), 'vi')).toBe('/blog/tag/video-vi');
  });
});

describe('readingMinutes', () => {
  it('counts words at 200 a minute, rounding up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('từ '.repeat(200))).toBe(1);
    expect(readingMinutes('từ '.repeat(201))).toBe(2);
    expect(readingMinutes('word '.repeat(450))).toBe(3);
  });

  it('does not count markup, link targets or code', () => {
    const markup = `## Heading\n\n<Note kind="x" />\n[link](https://example.com/a/b/c)\n\`\`\`\n${'code '.repeat(500)}\n\`\`\``;
    expect(readingMinutes(markup)).toBe(1);
  });
});

describe('paginate', () => {
  it('splits into pages and always has a first page', () => {
    expect(paginate([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(paginate([], 3)).toEqual([[]]);
  });
});

describe('sortPosts', () => {
  const posts = [
    post('vi/b', { publishedAt: new Date('2026-10-02') }),
    post('vi/a', { publishedAt: new Date('2026-10-03') }),
    post('vi/c', { publishedAt: new Date('2026-10-01') }),
  ];
  it('orders newest first by default, oldest first or by title on request', () => {
    expect(sortPosts(posts).map((p) => p.slug)).toEqual(['a', 'b', 'c']);
    expect(sortPosts(posts, 'oldest').map((p) => p.slug)).toEqual(['c', 'b', 'a']);
    expect(sortPosts(posts, 'title').map((p) => p.slug)).toEqual(['a', 'b', 'c']);
  });
});

describe('relatedPosts', () => {
  const me = post('vi/me', { category: category('guides'), tags: [tag('video'), tag('photo')] });
  const all = [
    me,
    post('vi/same-category', { category: category('guides') }),
    post('vi/two-tags', { category: category('other'), tags: [tag('video'), tag('photo')] }),
    post('vi/one-tag-new', {
      category: category('other'),
      tags: [tag('video')],
      publishedAt: new Date('2026-11-01'),
    }),
    post('vi/one-tag-old', { category: category('other'), tags: [tag('photo')] }),
    post('vi/unrelated', { category: category('other') }),
    post('en/same-category', { category: category('guides') }),
  ];

  it('picks up to three posts of the same language, closest and newest first', () => {
    expect(relatedPosts(me, all).map((p) => p.id)).toEqual([
      'vi/same-category',
      'vi/two-tags',
      'vi/one-tag-new',
    ]);
  });

  it('leaves out unrelated posts', () => {
    expect(relatedPosts(me, [me, all[5]!])).toEqual([]);
  });
});

describe('translationOf', () => {
  it('finds the other language by translationKey', () => {
    const vi = post('vi/bai', { translationKey: 'k' });
    const en = post('en/post', { translationKey: 'k' });
    expect(translationOf(vi, 'en', [vi, en])).toBe(en);
    expect(translationOf(post('vi/lone'), 'en', [vi, en])).toBeUndefined();
  });
});
