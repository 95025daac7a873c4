/**
 * Files of out/ that describe the whole site, written after the export (`scripts/postbuild.ts`):
 * - `sitemap.xml`: every page in both languages, each with its `hreflang` alternates;
 * - `robots.txt`: everything may be crawled; points at the sitemap;
 * - `llms.txt`: an index of the docs for language models, per product, linking to the Markdown copies, the API
 *   pages' JSON and each product's full text;
 * - `llms-full.txt` (every English page), `material-ui/llms-full.txt` and `x/llms-full.txt` (one product's): the
 *   pages' Markdown copies in navigation order, one file;
 * - `<page>/index.md`: a plain Markdown copy of each page (demos become their TypeScript source; a component page
 *   ends with a compact props table of the components it documents);
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
import {
  apiJsonPath,
  changeGroups,
  changeLines,
  type ApiChangeLog,
  type ApiChanges,
  type ApiPageData,
  type ChangeGroup,
  type ChangeLineKey,
} from '../src/core/api';
import { interpolate } from '../src/core/facts/text.mjs';
import { createTranslator } from '../src/core/translate';
import enCatalog from '../translations/translations.json';
import { escapeAttribute } from '../src/core/facts/escape.mjs';
import { LANGUAGES, localizePath, type Language } from '../src/core/i18n';
import { escapeMarkdownHtml, inlineCode } from '../src/core/markdown';
import { flattenPages, type NavNode } from '../src/core/navigation';
import { areaOfPath, BLOG_FEED_PATH, BLOG_PATH, demoFileOfPage, toUrlPath, type Area } from '../src/core/paths';
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
  area: Area;
  /** For an API page of a component or an interface: where its data is published as JSON (`/api/button.json`). */
  json: string | null;
}

/** An API reference page's data file and description (generated, not MDX), and whether it has a JSON copy. */
export type ApiPageSources = Record<string, { file: string; description: string; json?: boolean }>;

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
        area: areaOfPath(page.pathname),
        json: api?.json ? apiJsonPath(page.pathname) : null,
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

/** The products llms.txt and the full texts group the pages by; a page of no product (the blog) goes under "More". */
export interface LlmsProduct {
  title: string;
  /** The product's full text (every page of it, one file), as a site path. */
  fullText: string;
  /** The version of the packages the product's pages document. */
  version: string;
  has: (page: SitePage) => boolean;
}

export function llmsProducts(versions: Record<Area, string>): LlmsProduct[] {
  return [
    {
      title: 'Material UI',
      fullText: '/material-ui/llms-full.txt',
      version: versions.main,
      has: (page) => page.area === 'main' && !`${page.pathname}/`.startsWith(`${BLOG_PATH}/`),
    },
    { title: 'MUI X', fullText: '/x/llms-full.txt', version: versions.x, has: (page) => page.area === 'x' },
  ];
}

/** The site's full text: every English page, as a site path. */
export const LLMS_FULL_TEXT = '/llms-full.txt';

/** The pages of each product, in navigation order, then the pages of none ("More": the blog). */
function pagesByProduct(
  pages: SitePage[],
  products: LlmsProduct[],
): Array<{ product: LlmsProduct | null; pages: SitePage[] }> {
  const groups = products.map((product) => ({ product, pages: pages.filter((page) => product.has(page)) }));
  const rest = pages.filter((page) => !products.some((product) => product.has(page)));
  return [...groups, ...(rest.length > 0 ? [{ product: null, pages: rest }] : [])].filter(
    (group) => group.pages.length > 0,
  );
}

export function llmsTxt(pages: SitePage[], origin: string, productName: string, products: LlmsProduct[]): string {
  const lines = [
    `# ${productName} documentation`,
    '',
    '> Material UI, a React component library implementing Material Design, and MUI X, its advanced components (Data Grid, Date and Time Pickers, Charts, Tree View). Each link is a plain Markdown copy of a page; an API page also has its data as JSON.',
    '',
    `Every page in one file: [the full text](${origin}${LLMS_FULL_TEXT}).`,
    '',
  ];
  for (const group of pagesByProduct(pages, products)) {
    const { product } = group;
    lines.push(`## ${product ? product.title : 'More'}`, '');
    if (product) {
      lines.push(
        `${product.title} ${product.version}. Every page of it in one file: [${product.title}, the full text](${origin}${product.fullText}).`,
        '',
      );
    }
    const sections = new Map<string, SitePage[]>();
    for (const page of group.pages) {
      sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
    }
    for (const [section, sectionPages] of sections) {
      lines.push(`### ${section}`, '');
      for (const page of sectionPages) {
        const json = page.json ? ` ([JSON](${origin}${page.json}))` : '';
        lines.push(
          `- [${escapeMarkdownHtml(page.titles.en)}](${origin}${toUrlPath(page.pathname)}index.md): ${escapeMarkdownHtml(page.description)}${json}`,
        );
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}

/**
 * A full text: the English Markdown copies of `pages` in navigation order, under a header per product, each page
 * introduced by its address. `copies` holds each page's Markdown by path.
 */
export function llmsFullTxt(
  pages: SitePage[],
  copies: ReadonlyMap<string, string>,
  options: { origin: string; title: string; products: LlmsProduct[] },
): string {
  const parts = [`# ${options.title}`, ''];
  for (const group of pagesByProduct(pages, options.products)) {
    const withCopy = group.pages.filter((page) => copies.has(page.pathname));
    if (withCopy.length === 0) {
      continue;
    }
    const { product } = group;
    parts.push(
      '='.repeat(80),
      '',
      product
        ? `Product: ${product.title} ${product.version} (${withCopy.length} pages)`
        : `More: ${withCopy.length} pages`,
      '',
      '='.repeat(80),
      '',
    );
    for (const page of withCopy) {
      parts.push(`Page: ${canonicalUrl(options.origin, page.pathname)}`, '', copies.get(page.pathname)!.trimEnd(), '');
    }
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

/** Text on one line: each line break, with the spaces around it, one space. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
/** Prose in a Markdown table cell: on one line, HTML-like text escaped, pipes escaped. */
const tableCell = (text: string) => escapeMarkdownHtml(oneLine(text)).replace(/\|/g, '\\|');
/** Code in a Markdown table cell: one code span on one line, pipes escaped. */
const tableCode = (text: string) => inlineCode(oneLine(text)).replace(/\|/g, '\\|');

/** What an API page's Markdown copy reads of its data (`.generated/api/`). */
type ApiMarkdownData = Pick<ApiPageData, 'imports' | 'props' | 'inherited' | 'slots' | 'classes' | 'entries'> &
  Partial<Pick<ApiPageData, 'changes' | 'changeLog'>>;

/** A list of names as code spans: `` `a`, `b` ``. */
const codeList = (names: readonly string[]) => names.map((name) => inlineCode(name)).join(', ');

/** The English interface strings: the Markdown copies are English, titled as the English pages are. */
const english = createTranslator({ en: enCatalog }, 'en');
const englishText = (key: string, values: Record<string, string>) => interpolate(english(key), values);

/** One group of an API page's changes as a Markdown list item's text (the page's section lists the same groups). */
function changeGroupMarkdown(group: ChangeGroup): string {
  switch (group.key) {
    case 'removedProps':
      return group.items
        .map(
          (entry) =>
            `${inlineCode(entry.name)}${entry.renamedTo ? ` (renamed to ${inlineCode(entry.renamedTo)})` : ''}`,
        )
        .join(', ');
    case 'removedSlots':
    case 'removedClasses':
      return codeList(group.items.map((entry) => entry.name));
    case 'changedTypes':
      return group.items
        .map(
          (entry) =>
            `${inlineCode(entry.name)} (${inlineCode(oneLine(entry.before))} → ${inlineCode(oneLine(entry.after))})`,
        )
        .join(', ');
    case 'newlyDeprecated':
      return group.items
        .map((entry) => `${inlineCode(entry.name)}${entry.text ? ` (${oneLine(entry.text)})` : ''}`)
        .join(', ');
    default:
      return codeList(group.items);
  }
}

/** The "Changes since v7" section of an API page's Markdown copy. */
function changesMarkdown(changes: ApiChanges): string[] {
  const lines = [`## ${englishText('api.changesSince', { major: String(changes.previousMajor) })}`, ''];
  if (changes.isNew) {
    return [
      ...lines,
      `New in v${changes.major}: v${changes.previousMajor} has no component or interface of this name.`,
      '',
    ];
  }
  const groups = changeGroups(changes);
  return [
    ...lines,
    `Compared with ${changes.previousVersion}.`,
    '',
    ...(groups.length > 0
      ? groups.map(
          (group) =>
            `- ${englishText(`api.${group.key}`, { major: String(changes.major) })}: ${changeGroupMarkdown(group)}`,
        )
      : ['No change.']),
    '',
  ];
}

/** The changes page's lines as its Markdown copy labels them. */
const CHANGE_LINE_LABELS: Record<ChangeLineKey, string> = {
  addedProps: 'props added',
  removedProps: 'props removed',
  renamedProps: 'props renamed',
  changedTypes: 'props retyped',
  newlyDeprecated: 'props deprecated',
  addedSlots: 'slots added',
  removedSlots: 'slots removed',
  addedClasses: 'classes added',
  removedClasses: 'classes removed',
};

/** The Markdown copy of an area's changes page. */
function changeLogMarkdown(log: ApiChangeLog): string[] {
  const lines = [
    `Compared with ${[...new Set(Object.values(log.previousVersions))].join(', ')}.`,
    '',
    '## Changed components',
    '',
  ];
  for (const page of log.pages.filter((entry) => !entry.changes.isNew)) {
    const parts = changeLines(page.changes).map(
      ({ key, items }) =>
        `${CHANGE_LINE_LABELS[key]} ${items
          .map((item) =>
            typeof item === 'string' ? inlineCode(item) : `${inlineCode(item[0])} → ${inlineCode(item[1])}`,
          )
          .join(', ')}`,
    );
    lines.push(`- [${page.name}](${toUrlPath(page.path)}): ${parts.join('; ')}`);
  }
  const added = log.pages.filter((entry) => entry.changes.isNew);
  if (added.length > 0) {
    lines.push('', '## New components', '', ...added.map((page) => `- [${page.name}](${toUrlPath(page.path)})`));
  }
  if (log.removedComponents.length > 0) {
    lines.push(
      '',
      '## Removed components',
      '',
      ...log.removedComponents.map((entry) => `- ${inlineCode(entry.name)} (${entry.packageName})`),
    );
  }
  return [...lines, ''];
}

/** The Markdown copy of an API page: imports, then props, inherited props, slots and classes as tables. */
export function apiMarkdown(data: ApiMarkdownData, title: string, description: string): string {
  const cell = (text: string | null) => tableCell(text ?? '');
  const code = tableCode;
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
  if (data.changeLog) {
    return `${[...heading, ...changeLogMarkdown(data.changeLog)].join('\n').trimEnd()}\n`;
  }
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
  if (data.changes) {
    lines.push(...changesMarkdown(data.changes));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The components a component page documents: the default imports from Material UI (or the Lab) of its first code
 * block, the block that opens such a page (`import Button from '@mui/material/Button';`).
 */
export function documentedComponents(source: string): string[] {
  const block = /^```(?:tsx|jsx|ts|js)\n([\s\S]*?)^```/m.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^import (\w+)(?:, \{[^}]*\})? from '@mui\/(?:material|lab)\/(\w+)';$/gm)].map(
    (match) => match[2],
  );
}

/** A component's API page, for the props table of the pages that document it. */
export interface DocumentedComponent {
  path: string;
  data: Pick<ApiPageData, 'name' | 'props' | 'inherited' | 'forwardsOtherProps'>;
}

/**
 * The compact props table that ends a component page's Markdown copy: for each component it documents, its own
 * props (name, type, default, the description's first sentence), then where its other props come from.
 */
export function propsTablesMarkdown(components: DocumentedComponent[], origin: string): string {
  if (components.length === 0) {
    return '';
  }
  const cell = (text: string) => tableCell(text.trim());
  const code = (text: string) => tableCode(text.trim());
  const firstSentence = (text: string) => {
    const line = oneLine(text.trim());
    return line.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? line;
  };
  const lines = ['## Props', ''];
  for (const { path: apiPath, data } of components) {
    lines.push(`### ${data.name}`, '');
    if (data.props.length > 0) {
      lines.push(
        '| Prop | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        ...data.props.map(
          (prop) =>
            `| ${code(prop.name)}${prop.required ? ' (required)' : ''} | ${code(prop.type)} | ${prop.default ? code(prop.default) : '-'} | ${prop.deprecated !== null ? 'Deprecated. ' : ''}${cell(firstSentence(prop.description))} |`,
        ),
        '',
      );
    }
    const more = [
      ...data.inherited.map((group) => `the props of ${inlineCode(group.component)}`),
      ...(data.forwardsOtherProps ? ["the root element's DOM attributes"] : []),
    ];
    lines.push(
      `${more.length > 0 ? `It also accepts ${more.join(' and ')}. ` : ''}Full reference: ${origin}${toUrlPath(apiPath)}index.md (JSON: ${origin}${apiJsonPath(apiPath)})`,
      '',
    );
  }
  return lines.join('\n').trimEnd();
}

/**
 * The body of a page's Markdown copy: the MDX as written, with each `<Demo name="X" />` turned into X's TypeScript
 * source (a `tool` demo, such as the icon search, is left out), other MDX elements and imports left out, and front
 * matter removed; then `propsTables`, if any. The same in both languages (the pages' prose is English).
 */
export function markdownBody(source: string, sourceFile: string, propsTables = ''): string {
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
  return propsTables ? `${body}\n\n${propsTables}` : body;
}

/** The Markdown copy of a page: its title (in the copy's language), description and body (`markdownBody`). */
export function markdownCopy(title: string, description: string, body: string): string {
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

/** Write every file into `outDir`. Returns counts and the full texts' sizes for the build log. */
export function writeSiteFiles(options: {
  outDir: string;
  root: string;
  trees: Record<Language, readonly NavNode[]>;
  index: ContentIndex;
  /** API reference pages by path (their Markdown copy is written from the data). */
  apiPages?: ApiPageSources;
  /** A Material UI component's API page by the component's name, for the props tables of component pages. */
  componentApi?: (name: string) => DocumentedComponent | undefined;
  /** The documented versions of each area's packages. */
  versions: Record<Area, string>;
  origin: string;
  productName: string;
}): { pages: number; markdown: number; fullTexts: Array<{ file: string; bytes: number }> } {
  const { outDir, root, trees, index, origin, productName } = options;
  const pages = sitePages(trees, index, options.apiPages);
  const products = llmsProducts(options.versions);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, origin));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(origin));
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(pages, origin, productName, products));
  const feedFile = path.join(outDir, BLOG_FEED_PATH);
  fs.mkdirSync(path.dirname(feedFile), { recursive: true });
  fs.writeFileSync(feedFile, blogFeed(pages, origin, productName));
  let markdown = 0;
  /** The English copies, for the full texts. */
  const english = new Map<string, string>();
  for (const page of pages) {
    const sourceFile = path.join(root, page.file);
    const source = fs.readFileSync(sourceFile, 'utf8');
    const isApi = page.file.endsWith('.json');
    const propsTables =
      page.pathname.startsWith('/components/') && options.componentApi
        ? propsTablesMarkdown(
            documentedComponents(source).flatMap((name) => options.componentApi!(name) ?? []),
            origin,
          )
        : '';
    // Read once, copied in each language (only the title differs).
    const body = isApi ? '' : markdownBody(source, sourceFile, propsTables);
    for (const language of LANGUAGES) {
      const dir = path.join(outDir, localizePath(page.pathname, language));
      if (fs.existsSync(path.join(dir, 'index.html'))) {
        const copy = isApi
          ? apiMarkdown(JSON.parse(source) as ApiMarkdownData, page.titles[language], page.description)
          : markdownCopy(page.titles[language], page.description, body);
        fs.writeFileSync(path.join(dir, 'index.md'), copy);
        markdown += 1;
        if (language === 'en') {
          english.set(page.pathname, copy);
        }
      }
    }
  }
  const fullTexts = [
    { file: LLMS_FULL_TEXT, title: `${productName} documentation: the full text`, pages },
    ...products.map((product) => ({
      file: product.fullText,
      title: `${product.title} ${product.version} documentation: the full text`,
      pages: pages.filter((page) => product.has(page)),
    })),
  ].map(({ file, title, pages: included }) => {
    const text = llmsFullTxt(included, english, { origin, title, products });
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    return { file, bytes: Buffer.byteLength(text) };
  });
  return { pages: pages.length, markdown, fullTexts };
}
