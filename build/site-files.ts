/**
 * Files of out/ that describe the whole site, written after the export (`scripts/postbuild.ts`):
 * - `sitemap.xml`: every page in both languages, each with its `hreflang` alternates;
 * - `robots.txt`: everything may be crawled; points at the sitemap;
 * - `llms.txt`: an index of the docs for language models, linking to the Markdown copies;
 * - `<page>/index.md`: a plain Markdown copy of each page (demos become their TypeScript source);
 * - `feed/blog/rss.xml`: the blog's RSS feed (pages under `/blog/` with a `date` in their front matter).
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { canonicalUrl } from '../src/core/head';
import type { ApiPageData } from '../src/core/api';
import { escapeAttribute } from '../src/core/facts/escape.mjs';
import { LANGUAGES, localizePath, type Language } from '../src/core/i18n';
import { escapeMarkdownHtml, inlineCode } from '../src/core/markdown';
import { flattenPages, type NavNode } from '../src/core/navigation';
import { BLOG_FEED_PATH, demoFileOfPage, toUrlPath } from '../src/core/paths';
import type { ContentIndex } from '../src/core/content';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

export interface SitePage {
  /** Navigation form: `/getting-started/installation`. */
  pathname: string;
  /** Title per language. */
  titles: Record<Language, string>;
  description: string;
  /** The MDX source file, relative to the repository. */
  file: string;
  /** `date` of the front matter, for blog posts. */
  date: string | null;
  /** The top-level section, for llms.txt. */
  section: string;
}

/** An API reference page's data file and description (generated, not MDX). */
export type ApiPageSources = Record<string, { file: string; description: string }>;

/** Pages in navigation order, with their titles in every language. */
export function sitePages(
  trees: Record<Language, readonly NavNode[]>,
  index: ContentIndex,
  apiPages: ApiPageSources = {},
): SitePage[] {
  const zhTitles = new Map(flattenPages(trees.zh).map((page) => [page.pathname, page.title]));
  const pages: SitePage[] = [];
  for (const top of trees.en) {
    for (const page of flattenPages([top])) {
      const api = apiPages[page.pathname];
      const content =
        index[page.pathname] ??
        (api ? { title: null, description: api.description, file: api.file, date: null } : undefined);
      if (!content) {
        continue;
      }
      pages.push({
        pathname: page.pathname,
        titles: { en: content.title ?? page.title, zh: zhTitles.get(page.pathname) ?? page.title },
        description: content.description,
        file: content.file,
        date: content.date,
        section: top.title ?? page.title,
      });
    }
  }
  return pages;
}

export function sitemapXml(pages: SitePage[], origin: string): string {
  const urls = pages.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = [...LANGUAGES, 'x-default' as const].map(
        (hreflang) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${canonicalUrl(origin, localizePath(page.pathname, hreflang === 'x-default' ? 'en' : hreflang))}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${canonicalUrl(origin, localizePath(page.pathname, language))}</loc>`,
        ...alternates,
        `  </url>`,
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function llmsTxt(pages: SitePage[], origin: string, productName: string): string {
  const sections = new Map<string, SitePage[]>();
  for (const page of pages) {
    sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  }
  const lines = [
    `# ${productName} documentation`,
    '',
    '> Material UI, a React component library implementing Material Design, and MUI X, its advanced components (Data Grid, Date and Time Pickers, Charts, Tree View). Each link is a plain Markdown copy of a page.',
    '',
  ];
  for (const [section, sectionPages] of sections) {
    lines.push(`## ${section}`, '');
    for (const page of sectionPages) {
      lines.push(
        `- [${escapeMarkdownHtml(page.titles.en)}](${origin}${toUrlPath(page.pathname)}index.md): ${escapeMarkdownHtml(page.description)}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** What an API page's Markdown copy reads of its data (`.generated/api/`). */
type ApiMarkdownData = Pick<ApiPageData, 'imports' | 'props' | 'inherited' | 'slots' | 'classes' | 'entries'>;

/** The Markdown copy of an API page: imports, then props, inherited props, slots and classes as tables. */
export function apiMarkdown(data: ApiMarkdownData, title: string, description: string): string {
  const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
  // Prose of a cell: HTML-like text escaped, pipes escaped for the table.
  const cell = (text: string | null) => escapeMarkdownHtml(oneLine(text ?? '')).replace(/\|/g, '\\|');
  const code = (text: string) => inlineCode(oneLine(text)).replace(/\|/g, '\\|');
  const propTable = (props: ApiMarkdownData['props']) => [
    '| Name | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...props.map(
      (prop) =>
        `| ${code(prop.name)}${prop.required ? ' (required)' : ''} | ${code(prop.type)} | ${prop.default ? code(prop.default) : '-'} | ${prop.deprecated !== null ? `Deprecated. ${cell(prop.deprecated)} ` : ''}${cell(prop.description)} |`,
    ),
    '',
  ];
  const heading = [`# ${escapeMarkdownHtml(title)}`, '', escapeMarkdownHtml(description), ''];
  if (data.entries) {
    return `${[...heading, ...data.entries.map((entry) => `- [${escapeMarkdownHtml(entry.name)}](${toUrlPath(entry.path)})`)].join('\n')}\n`;
  }
  const lines = [
    ...heading,
    '## Import',
    '',
    '```jsx',
    ...data.imports,
    '```',
    '',
    '## Props',
    '',
    ...propTable(data.props),
  ];
  for (const group of data.inherited) {
    lines.push(`### Props inherited from ${group.component}`, '', ...propTable(group.props));
  }
  if (data.slots.length > 0) {
    lines.push(
      '## Slots',
      '',
      '| Name | Default | Description |',
      '| --- | --- | --- |',
      ...data.slots.map(
        (slot) => `| ${code(slot.name)} | ${slot.default ? code(slot.default) : '-'} | ${cell(slot.description)} |`,
      ),
      '',
    );
  }
  if (data.classes.length > 0) {
    lines.push(
      '## CSS classes',
      '',
      '| Class name | Rule name | Description |',
      '| --- | --- | --- |',
      ...data.classes.map(
        (entry) => `| ${code(`.${entry.className}`)} | ${code(entry.key)} | ${cell(entry.description)} |`,
      ),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The Markdown copy of a page: title, description, then the body as written, with each `<Demo name="X" />` turned
 * into X's TypeScript source (a `tool` demo, such as the icon search, is left out), other MDX elements and imports
 * left out, and front matter removed.
 */
export function markdownCopy(source: string, sourceFile: string, title: string, description: string): string {
  const tree = parser.parse(source);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const node of tree.children) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) {
      continue;
    }
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') {
      edits.push({ start, end, text: '' });
    } else if (node.type === 'mdxJsxFlowElement') {
      const name = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'name',
      )?.value;
      const demoFile = typeof name === 'string' ? demoFileOfPage(sourceFile, name) : null;
      const text =
        node.name === 'Demo' &&
        demoFile &&
        fs.existsSync(demoFile) &&
        !node.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'tool')
          ? `\`\`\`tsx\n${fs.readFileSync(demoFile, 'utf8').trimEnd()}\n\`\`\``
          : '';
      edits.push({ start, end, text });
    }
  }
  let body = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  }
  body = body.replace(/\n{3,}/g, '\n\n').trim();
  return `# ${escapeMarkdownHtml(title)}\n\n${escapeMarkdownHtml(description)}\n\n${body}\n`;
}

export function blogFeed(pages: SitePage[], origin: string, productName: string): string {
  const posts = pages
    .filter((page) => page.pathname.startsWith('/blog/') && page.date)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeAttribute(post.titles.en)}</title>`,
      `      <link>${canonicalUrl(origin, post.pathname)}</link>`,
      `      <guid>${canonicalUrl(origin, post.pathname)}</guid>`,
      `      <description>${escapeAttribute(post.description)}</description>`,
      `      <pubDate>${new Date(post.date!).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeAttribute(productName)} blog</title>`,
    `    <link>${origin}/blog/</link>`,
    `    <description>News and articles from the ${escapeAttribute(productName)} team.</description>`,
    '    <language>en</language>',
    `    <atom:link href="${origin}${BLOG_FEED_PATH}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Write every file into `outDir`. Returns counts for the build log. */
export function writeSiteFiles(options: {
  outDir: string;
  root: string;
  trees: Record<Language, readonly NavNode[]>;
  index: ContentIndex;
  /** API reference pages by path (their Markdown copy is written from the data). */
  apiPages?: ApiPageSources;
  origin: string;
  productName: string;
}): { pages: number; markdown: number } {
  const { outDir, root, trees, index, origin, productName } = options;
  const pages = sitePages(trees, index, options.apiPages);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, origin));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(origin));
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(pages, origin, productName));
  const feedFile = path.join(outDir, BLOG_FEED_PATH);
  fs.mkdirSync(path.dirname(feedFile), { recursive: true });
  fs.writeFileSync(feedFile, blogFeed(pages, origin, productName));
  let markdown = 0;
  for (const page of pages) {
    const sourceFile = path.join(root, page.file);
    const source = fs.readFileSync(sourceFile, 'utf8');
    for (const language of LANGUAGES) {
      const dir = path.join(outDir, localizePath(page.pathname, language));
      if (fs.existsSync(path.join(dir, 'index.html'))) {
        const copy = page.file.endsWith('.json')
          ? apiMarkdown(JSON.parse(source) as ApiMarkdownData, page.titles[language], page.description)
          : markdownCopy(source, sourceFile, page.titles[language], page.description);
        fs.writeFileSync(path.join(dir, 'index.md'), copy);
        markdown += 1;
      }
    }
  }
  return { pages: pages.length, markdown };
}
