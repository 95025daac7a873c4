// Checks over out/ shared by the content issues' tests: every page of some sections (of the main area or of /x/)
// exists in both languages with its title, renders its demos on the server, and is a full page or a list of pages.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { pages as mainPages } from '../../data/pages';
import { pages as xPages } from '../../data/x/pages';
import { flattenPages, findTrail, nodeTitle, type NavNode } from '../../src/core/navigation';
import { contentFileOfPath, isApiPath, toUrlPath } from '../../src/core/paths';
import enCatalog from '../../translations/translations.json';
import zhCatalog from '../../translations/translations-zh.json';
import { OUT_DIR, fileOfPath, readHtml } from './site';

const ROOT = path.resolve(__dirname, '../..');
export const titles = { en: enCatalog.pages as Record<string, string>, zh: zhCatalog.pages as Record<string, string> };

/** The MDX source of a page. */
export const pageSource = (pathname: string) =>
  fs.readFileSync(path.join(ROOT, 'data', contentFileOfPath(pathname)), 'utf8');

/** The text of the page's `<h1>` (read with a pattern: parsing hundreds of pages with a DOM would take minutes). */
export const h1 = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/**
 * The navigation nodes of top-level sections of an area, and their pages in reading order. The API reference pages
 * inside a section (a product's API pages, the changes pages beside the migration guides) are left out: they are
 * generated, not written.
 */
export function sectionPages(sections: readonly string[], area: 'main' | 'x' = 'main') {
  const nodes = (area === 'main' ? mainPages : xPages).filter((node) => sections.includes(node.pathname));
  const pages = flattenPages(nodes)
    .map((page) => page.pathname)
    .filter((pathname) => !isApiPath(pathname));
  return { nodes, pages };
}

/** Whether a navigation entry is flagged `planned` (a page that says what is coming, not a full topic page). */
export function isPlannedPage(nodes: readonly NavNode[], pathname: string) {
  return findTrail(nodes, pathname).at(-1)?.planned === true;
}

/** The names of the `<Demo>`s of a page, in order. */
export const demoNames = (pathname: string) =>
  [...pageSource(pathname).matchAll(/<Demo\s[^>]*name="(\w+)"/g)].map((match) => match[1]);

/** Pages whose body lists other pages (`<PageList />`, `<BlogIndex />`, the versions table) rather than teaching a topic. */
export const isListingPage = (pathname: string) => /<(PageList|BlogIndex|VersionsTable)\b/.test(pageSource(pathname));

export interface ContentPageRules {
  /** Topic pages that may go without a live demo (pages about plans, support or the roadmap). Default: none. */
  demoOptional?: (pathname: string) => boolean;
  /**
   * Pages about something the documented version does not have (a chart listed in the plans but not released):
   * they say so and are checked by their own test, not held to the full-page bar. Default: none.
   */
  unavailable?: (pathname: string) => boolean;
}

/** Defines, inside a `describe`, the per-page checks of the given pages. */
export function itChecksContentPages(
  pages: readonly string[],
  nodes: readonly NavNode[],
  rules: ContentPageRules = {},
) {
  it.each(pages)('%s is written and exported in English and Chinese, each with its title', (pathname) => {
    expect(
      fs.existsSync(path.join(ROOT, 'data', contentFileOfPath(pathname))),
      `data/${contentFileOfPath(pathname)}`,
    ).toBe(true);
    for (const language of ['en', 'zh'] as const) {
      const url = language === 'en' ? toUrlPath(pathname) : `/zh${toUrlPath(pathname)}`;
      expect(fs.existsSync(path.join(OUT_DIR, fileOfPath(url))), url).toBe(true);
      // The site's title rule: the language's table, the English table, then the navigation entry (or its path).
      const node = findTrail(nodes, pathname).at(-1);
      const expected = titles[language][pathname] ?? titles.en[pathname] ?? (node && nodeTitle(node));
      expect(expected, `a title for ${pathname}`).toBeTruthy();
      expect(h1(readHtml(fileOfPath(url))), url).toBe(expected);
    }
  });

  it.each(pages)('%s renders all its demos on the server, none crashed', (pathname) => {
    const html = readHtml(fileOfPath(toUrlPath(pathname)));
    for (const name of demoNames(pathname)) {
      // The preview's first 40 characters: markup of the demo, not the end of an empty placeholder.
      const preview = new RegExp(`<div class="demo-preview" data-demo="[^"]*/${name}"[^>]*>([\\s\\S]{40})`).exec(html);
      expect(preview, `demo ${name}`).not.toBeNull();
      expect(preview![1].startsWith('</div>'), `demo ${name} has markup`).toBe(false);
    }
    expect(html).not.toContain('class="demo-error"');
  });

  const topicPages = pages.filter(
    (pathname) => !isListingPage(pathname) && !isPlannedPage(nodes, pathname) && !rules.unavailable?.(pathname),
  );
  it.each(topicPages)('%s is a full page: 150+ lines, several sections, and a live demo', (pathname) => {
    const mdx = pageSource(pathname);
    expect(mdx.split('\n').length).toBeGreaterThanOrEqual(150);
    expect(mdx.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    if (!rules.demoOptional?.(pathname)) {
      expect(mdx).toMatch(/<Demo\s/);
    }
  });

  const plannedPages = pages.filter((pathname) => isPlannedPage(nodes, pathname));
  it.each(plannedPages)(
    '%s says in its opening that the feature is planned, and demos what is available',
    (pathname) => {
      const body = pageSource(pathname).replace(/^---[\s\S]*?---\s*/, '');
      expect(body.split('\n').length).toBeGreaterThanOrEqual(60);
      expect(body.slice(0, 600)).toMatch(/\bplanned\b/i);
      expect(body).toMatch(/<Demo\s/);
    },
  );

  const listingPages = pages.filter((pathname) => isListingPage(pathname) && /<PageList\b/.test(pageSource(pathname)));
  it.each(listingPages)('%s lists its pages', (pathname) => {
    const document = new JSDOM(readHtml(fileOfPath(toUrlPath(pathname)))).window.document;
    const listed = [...document.querySelectorAll('.page-list a')].map((link) => link.getAttribute('href'));
    const mdx = pageSource(pathname);
    const chosen = /<PageList[^>]*\bpaths=\{\[([^\]]*)\]\}/.exec(mdx);
    const expected = chosen
      ? [...chosen[1].matchAll(/'([^']+)'/g)].map((match) => match[1])
      : (findTrail(nodes, pathname).at(-1)?.children ?? [])
          .map((child) => child.pathname)
          .filter((child) => child.startsWith('/'));
    expect(expected.length).toBeGreaterThan(0);
    for (const child of expected) {
      expect(listed, `${pathname} lists ${child}`).toContain(toUrlPath(child));
    }
  });
}
