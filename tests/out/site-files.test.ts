import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, htmlFiles, readHtml } from '../support/site';

const read = (file: string) => fs.readFileSync(path.join(OUT_DIR, file), 'utf8');

/** Every indexable page: exported HTML that is neither a redirect stub nor marked noindex. */
const indexable = htmlFiles()
  .filter((file) => file.endsWith('index.html'))
  .filter((file) => {
    const html = readHtml(file);
    return !html.includes('http-equiv="refresh"') && !html.includes('name="robots" content="noindex"');
  })
  .map((file) => `/${file.replace(/index\.html$/, '')}`);

function xml(file: string): Document {
  const { document } = new JSDOM(read(file), { contentType: 'text/xml' }).window;
  expect(document.querySelector('parsererror'), `${file} is well-formed XML`).toBeNull();
  return document;
}

describe('site files', () => {
  it('the sitemap lists every indexable page of both languages, with its hreflang alternates', () => {
    const document = xml('sitemap.xml');
    const urls = [...document.getElementsByTagName('url')];
    const locs = urls.map((url) => new URL(url.getElementsByTagName('loc')[0].textContent!).pathname);
    // The home pages are not docs pages and are linked from everywhere; every docs page must be listed.
    expect(indexable.filter((page) => !['/', '/zh/'].includes(page) && !locs.includes(page))).toEqual([]);
    expect(locs.some((loc) => loc.startsWith('/zh/'))).toBe(true);
    for (const url of urls) {
      const alternates = [...url.getElementsByTagName('xhtml:link')].map((link) => link.getAttribute('hreflang'));
      expect(alternates).toEqual(['en', 'zh', 'x-default']);
    }
  });

  it('robots.txt allows crawling and points at the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('llms.txt indexes the docs, and each link is a Markdown copy that exists', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# .+ documentation\n\n> /);
    const links = [...llms.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)]+)\): (.+)$/gm)];
    expect(links.length).toBeGreaterThan(5);
    for (const [, title, url] of links) {
      const markdown = read(new URL(url).pathname);
      expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    }
  });

  it('every docs page has a Markdown copy beside it, with its demos as source and no MDX left', () => {
    const docsPages = indexable.filter((page) => readHtml(`${page.slice(1)}index.html`).includes('<article'));
    expect(docsPages.length).toBeGreaterThan(5);
    for (const page of docsPages) {
      const markdown = read(`${page.slice(1)}index.md`);
      expect(markdown).toMatch(/^# \S/);
      const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '');
      expect(prose, page).not.toMatch(/^---$|<Demo\b|^import /m);
    }
    expect(read('getting-started/usage/index.md')).toContain("```tsx\nimport * as React from 'react';");
  });

  it('the Markdown copies and llms.txt hold no raw HTML outside code: HTML-like prose stays visible as text', () => {
    const parser = unified().use(remarkParse).use(remarkGfm);
    const files = ['llms.txt', ...fs.readdirSync(OUT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.md'))];
    expect(files.length).toBeGreaterThan(100);
    const raw: string[] = [];
    for (const file of files) {
      const markdown = read(file);
      // Parsing is slow: only files with tag-like text outside code (fenced or inline) can hold raw HTML.
      const outsideCode = markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
      if (!/<[A-Za-z/!?]/.test(outsideCode)) {
        continue;
      }
      visit(parser.parse(markdown), 'html', (node: { value: string }) => {
        // Keyboard keys are markup the pages' authors wrote (`<kbd>Ctrl</kbd>`), meant to render as keys.
        if (!/^<\/?kbd>$/.test(node.value)) {
          raw.push(`${file}: ${node.value.slice(0, 60)}`);
        }
      });
    }
    expect(raw).toEqual([]);
    // A type holding backticks stays one code span in the props table.
    expect(read('api/typography/index.md')).toContain("`` 'primary' \\| 'secondary'");
  });

  it('the blog feed is well-formed RSS', () => {
    const document = xml('feed/blog/rss.xml');
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.querySelector('channel > title')?.textContent).toMatch(/blog$/);
    for (const item of document.querySelectorAll('item')) {
      expect(item.querySelector('link')?.textContent).toMatch(/^https?:\/\/.+\/blog\//);
      expect(Number.isNaN(Date.parse(item.querySelector('pubDate')?.textContent ?? ''))).toBe(false);
    }
  });
});
