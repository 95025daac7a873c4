// Issue 11's pages in out/: every page of the main area outside /components/ (getting started, customization,
// system, guides, the legacy styles sections, discover more, versions) and the blog, in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pages as mainPages } from '../../data/pages';
import { flattenPages, type NavNode } from '../../src/core/navigation';
import { contentFileOfPath, toUrlPath } from '../../src/core/paths';
import enCatalog from '../../translations/translations.json';
import zhCatalog from '../../translations/translations-zh.json';
import { OUT_DIR, fileOfPath, readHtml } from '../support/site';

const ROOT = path.resolve(__dirname, '../..');
const SECTIONS = ['/getting-started', '/customization', '/system', '/guides', '/styles', '/css-in-js', '/discover-more', '/versions', '/blog'];

const sectionNodes = mainPages.filter((node) => SECTIONS.includes(node.pathname));
const pages = flattenPages(sectionNodes).map((page) => page.pathname);
/** Pages that list their children (`<PageList />`, `<BlogIndex />`) rather than documenting a topic themselves. */
const listingPages = new Set(
  (function collect(nodes: readonly NavNode[]): string[] {
    return nodes.flatMap((node) => (node.children?.length ? [node.pathname, ...collect(node.children)] : []));
  })(sectionNodes),
);
const posts = pages.filter((pathname) => pathname.startsWith('/blog/'));
const titles = { en: enCatalog.pages as Record<string, string>, zh: zhCatalog.pages as Record<string, string> };

const source = (pathname: string) => fs.readFileSync(path.join(ROOT, 'data', contentFileOfPath(pathname)), 'utf8');
/** The text of the page's `<h1>` (read with a pattern: parsing 150 pages with a DOM would take a minute). */
const h1 = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

describe('main area guides and blog', () => {
  it('covers every section of the inventory, with six or more blog posts', () => {
    expect(sectionNodes.map((node) => node.pathname).sort()).toEqual([...SECTIONS].sort());
    expect(pages.length).toBeGreaterThan(70);
    expect(posts.length).toBeGreaterThanOrEqual(6);
  });

  it.each(pages)('%s is written and exported in English and Chinese, each with its title', (pathname) => {
    expect(fs.existsSync(path.join(ROOT, 'data', contentFileOfPath(pathname))), `data/${contentFileOfPath(pathname)}`).toBe(true);
    for (const language of ['en', 'zh'] as const) {
      const url = language === 'en' ? toUrlPath(pathname) : `/zh${toUrlPath(pathname)}`;
      const file = path.join(OUT_DIR, fileOfPath(url));
      expect(fs.existsSync(file), url).toBe(true);
      const expected = titles[language][pathname] ?? titles.en[pathname];
      expect(expected, `a title for ${pathname} in translations/`).toBeTruthy();
      expect(h1(readHtml(fileOfPath(url))), url).toBe(expected);
    }
  });

  it.each(pages)('%s renders all its demos on the server, none crashed', (pathname) => {
    const html = readHtml(fileOfPath(toUrlPath(pathname)));
    const names = [...source(pathname).matchAll(/<Demo\s[^>]*name="(\w+)"/g)].map((match) => match[1]);
    for (const name of names) {
      // The preview's first 40 characters: markup of the demo, not the end of an empty placeholder.
      const preview = new RegExp(`<div class="demo-preview" data-demo="[^"]*/${name}"[^>]*>([\\s\\S]{40})`).exec(html);
      expect(preview, `demo ${name}`).not.toBeNull();
      expect(preview![1].startsWith('</div>'), `demo ${name} has markup`).toBe(false);
    }
    expect(html).not.toContain('class="demo-error"');
  });

  it.each(pages.filter((pathname) => !listingPages.has(pathname) && pathname !== '/versions'))(
    '%s is a full page: 150+ lines, several sections, and a live demo where it teaches code',
    (pathname) => {
      const mdx = source(pathname);
      expect(mdx.split('\n').length).toBeGreaterThanOrEqual(150);
      expect(mdx.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(mdx).toMatch(/<Demo\s/);
    },
  );

  it.each([...listingPages].filter((pathname) => pages.includes(pathname)))('%s lists its child pages', (pathname) => {
    const document = new JSDOM(readHtml(fileOfPath(toUrlPath(pathname)))).window.document;
    const node = flattenPages(sectionNodes).find((page) => page.pathname === pathname)!;
    const listed = [...document.querySelectorAll('.page-list a, .blog-index a')].map((link) => link.getAttribute('href'));
    const children = (function find(nodes: readonly NavNode[]): NavNode[] {
      for (const candidate of nodes) {
        if (candidate.pathname === node.pathname) {
          return candidate.children ?? [];
        }
        const found = find(candidate.children ?? []);
        if (found.length) {
          return found;
        }
      }
      return [];
    })(sectionNodes);
    for (const child of children.filter((entry) => entry.pathname.startsWith('/'))) {
      expect(listed, `${pathname} lists ${child.pathname}`).toContain(toUrlPath(child.pathname));
    }
  });

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
      expect(item.date).toBe(Date.parse(/^date: (\S+)$/m.exec(source(post))![1]));
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
