import { describe, expect, it } from 'vitest';
import { splitFrontmatter, toFrontmatter } from './frontmatter.ts';

describe('blog frontmatter', () => {
  it('reads the subset posts use: quotes, booleans, flow and block lists, blocks', () => {
    const source = [
      '---',
      'title: "Áo dài: \\"mới\\""',
      "description: 'It''s summer'",
      'publishedAt: 2026-01-15',
      'category: xu-huong # a comment',
      'tags: [ao-dai, "mua-he"]',
      'draft: true',
      'authors:',
      '  - mai-anh',
      "  - 'thu-ha'",
      'bio: >',
      '  one',
      '  two',
      '---',
      '# Body',
    ].join('\n');
    const { data, body } = splitFrontmatter(source);
    expect(data).toEqual({
      title: 'Áo dài: "mới"',
      description: "It's summer",
      publishedAt: '2026-01-15',
      category: 'xu-huong',
      tags: ['ao-dai', 'mua-he'],
      draft: true,
      authors: ['mai-anh', 'thu-ha'],
      bio: 'one two',
    });
    expect(body).toBe('# Body');
  });

  it('writes what it reads back, leaving out empty fields', () => {
    const date = new Date('2026-03-01T08:00:00.000Z');
    const text = toFrontmatter({
      title: 'Tiêu đề: "x" #1\nline',
      publishedAt: date,
      tags: ['a', 'b"c'],
      cover: null,
      coverAlt: undefined,
    });
    expect(text).toContain('publishedAt: 2026-03-01T08:00:00.000Z\n');
    expect(text).not.toContain('cover');
    expect(splitFrontmatter(`${text}\nbody`).data).toEqual({
      title: 'Tiêu đề: "x" #1\nline',
      publishedAt: '2026-03-01T08:00:00.000Z',
      tags: ['a', 'b"c'],
    });
  });

  it('reads a file without frontmatter as all body', () => {
    expect(splitFrontmatter('# Only body')).toEqual({ data: {}, body: '# Only body' });
  });
});
