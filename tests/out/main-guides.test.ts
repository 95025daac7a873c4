// Issue 11's pages in out/: every page of the main area outside /components/ (getting started, customization,
// system, guides, the legacy styles sections, discover more, versions) and the blog, in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { toUrlPath } from '../../src/core/paths';
import { itChecksContentPages, pageSource, sectionPages, titles } from '../support/contentPages';
import { depthOf } from '../support/demoDepth';
import { OUT_DIR, fileOfPath, readHtml } from '../support/site';

const SECTIONS = ['/getting-started', '/customization', '/system', '/guides', '/styles', '/css-in-js', '/discover-more', '/versions', '/blog'];
const { nodes: sectionNodes, pages } = sectionPages(SECTIONS);
const posts = pages.filter((pathname) => pathname.startsWith('/blog/'));

describe('main area guides and blog', () => {
  it('covers every section of the inventory, with six or more blog posts', () => {
    expect(sectionNodes.map((node) => node.pathname).sort()).toEqual([...SECTIONS].sort());
    expect(pages.length).toBeGreaterThan(70);
    expect(posts.length).toBeGreaterThanOrEqual(6);
  });

  // A guide whose counterpart has no live demo (a migration or integration guide: data/demo-depth.tsv) may have none.
  itChecksContentPages(pages, sectionNodes, { demoOptional: (pathname) => depthOf(pathname)?.counterpart === 0 });

  it('the blog feed lists every post with its title, link and date, newest first', () => {
    const feed = new JSDOM(fs.readFileSync(path.join(OUT_DIR, 'feed/blog/rss.xml'), 'utf8'), { contentType: 'text/xml' }).window.document;
    const items = [...feed.querySelectorAll('item')].map((item) => ({
      title: item.querySelector('title')?.textContent,
      link: new URL(item.querySelector('link')?.textContent ?? '').pathname,
      date: Date.parse(item.querySelector('pubDate')?.textContent ?? ''),
    }));
    expect(items.map((item) => item.link).sort()).toEqual(posts.map((post) => toUrlPath(post)).sort());
    for (const item of items) {
      const post = posts.find((pathname) => toUrlPath(pathname) === item.link)!;
      expect(item.title).toBe(titles.en[post]);
      expect(item.date).toBe(Date.parse(/^date: (\S+)$/m.exec(pageSource(post))![1]));
    }
    expect(items.map((item) => item.date)).toEqual([...items.map((item) => item.date)].sort((a, b) => b - a));
  });

  it('the blog index shows every post with its date and authors, and each post its byline', { timeout: 60_000 }, () => {
    const index = new JSDOM(readHtml('blog/index.html')).window.document;
    const entries = [...index.querySelectorAll('.blog-index article')];
    expect(entries).toHaveLength(posts.length);
    for (const entry of entries) {
      expect(entry.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.querySelector('.post-meta')?.textContent).toMatch(/ team/);
    }
    for (const post of posts) {
      const page = new JSDOM(readHtml(fileOfPath(toUrlPath(post)))).window.document;
      expect(page.querySelector('.post-byline time')?.getAttribute('datetime'), post).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.querySelectorAll('.post-authors li').length, post).toBeGreaterThan(0);
      // Posts are not docs pages: the drawer does not list them.
      expect(page.querySelector(`#docs-navigation a[href="${toUrlPath(post)}"]`), post).toBeNull();
      expect(page.querySelector(`#docs-navigation a[href="/customization/"]`), post).not.toBeNull();
    }
  });
});
