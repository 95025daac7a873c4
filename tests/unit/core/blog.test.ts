// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPostDate, isBlogPost, newestFirst } from '../../../src/core/blog';
import { flattenPages, readingOrder, withoutHidden, type NavNode } from '../../../src/core/navigation';

const tree: NavNode[] = [
  { pathname: '/getting-started', page: true, children: [{ pathname: '/getting-started/usage' }] },
  { pathname: '/versions' },
  {
    pathname: '/blog',
    page: true,
    hidden: true,
    children: [{ pathname: '/blog/newer-post' }, { pathname: '/blog/older-post' }],
  },
];

describe('hidden sections (the blog)', () => {
  it('are routes but not drawer entries', () => {
    expect(flattenPages(tree).map((page) => page.pathname)).toContain('/blog/older-post');
    expect(flattenPages(withoutHidden(tree)).map((page) => page.pathname)).toEqual([
      '/getting-started',
      '/getting-started/usage',
      '/versions',
    ]);
  });

  it('keep docs pages and posts in separate reading orders', () => {
    expect(readingOrder(tree, '/versions').map((page) => page.pathname)).not.toContain('/blog');
    expect(readingOrder(tree, '/blog/newer-post/').map((page) => page.pathname)).toEqual([
      '/blog',
      '/blog/newer-post',
      '/blog/older-post',
    ]);
  });
});

describe('blog posts', () => {
  it('are the pages under /blog/, not the index', () => {
    expect(isBlogPost('/blog/material-ui-v7')).toBe(true);
    expect(isBlogPost('/blog')).toBe(false);
    expect(isBlogPost('/blogging/post')).toBe(false);
  });

  it('format their date for the language, in UTC, and reject unreadable dates', () => {
    expect(formatPostDate('2025-03-26', 'en')).toBe('March 26, 2025');
    expect(formatPostDate('2025-03-26T00:00:00.000Z', 'zh')).toBe('2025年3月26日');
    expect(formatPostDate('not a date', 'en')).toBeNull();
  });

  it('sort newest first, undated last, ties in their order', () => {
    const posts = [
      { id: 'a', date: '2025-01-01' },
      { id: 'b', date: null },
      { id: 'c', date: '2025-06-01' },
      { id: 'd', date: '2025-01-01' },
    ];
    expect(newestFirst(posts).map((post) => post.id)).toEqual(['c', 'a', 'd', 'b']);
  });
});
