import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

  it('llms.txt indexes the docs per product, and each link is a Markdown copy, a JSON file or a full text that exists', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# .+ documentation\n\n> /);
    const links = [...llms.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)]+)\): (.+)$/gm)];
    expect(links.length).toBeGreaterThan(5);
    for (const [, title, url] of links) {
      const markdown = read(new URL(url).pathname);
      expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    }
    // A product section each, with the product's version and its full text.
    expect(llms).toMatch(/^## Material UI\n\nMaterial UI 7\.\d+\.\d+\. .*\(https?:\/\/[^)]+\/material-ui\/llms-full\.txt\)/m);
    expect(llms).toMatch(/^## MUI X\n\nMUI X 8\.10\.2\. .*\(https?:\/\/[^)]+\/x\/llms-full\.txt\)/m);
    expect(llms.slice(llms.indexOf('\n## MUI X\n'))).toContain('/x/react-data-grid/index.md');
    expect(llms.slice(0, llms.indexOf('\n## MUI X\n'))).not.toContain('/x/react-data-grid/index.md');
    for (const [, url] of llms.matchAll(/\((https?:\/\/[^)]+\.(?:txt|json))\)/g)) {
      expect(fs.existsSync(path.join(OUT_DIR, new URL(url).pathname)), url).toBe(true);
    }
    // An API page's entry links its JSON.
    expect(llms).toMatch(/^- \[Button\]\(https?:\/\/[^)]+\/api\/button\/index\.md\): .+ \(\[JSON\]\(https?:\/\/[^)]+\/api\/button\.json\)\)$/m);
  });

  it("llms-full.txt holds every English page of llms.txt once, in its order; each product's full text only its own", () => {
    const llms = read('llms.txt');
    const pages = [...llms.matchAll(/^- \[[^\]]+\]\((https?:\/\/[^)]+)index\.md\)/gm)].map((match) => match[1]);
    expect(pages.length).toBeGreaterThan(800);
    const full = read('llms-full.txt');
    const listed = [...full.matchAll(/^Page: (\S+)$/gm)].map((match) => match[1]);
    expect(listed).toEqual(pages);
    expect(listed.some((url) => new URL(url).pathname.startsWith('/zh/'))).toBe(false);
    // Each page's Markdown copy follows its address, whole.
    const usage = pages.find((url) => url.endsWith('/getting-started/usage/'))!;
    expect(full).toContain(`Page: ${usage}\n\n${read('getting-started/usage/index.md').trimEnd()}\n`);
    expect(full).toMatch(/^Product: Material UI 7\.\d+\.\d+ \(\d+ pages\)$/m);
    expect(full).toMatch(/^Product: MUI X 8\.10\.2 \(\d+ pages\)$/m);
    const x = [...read('x/llms-full.txt').matchAll(/^Page: (\S+)$/gm)].map((match) => new URL(match[1]).pathname);
    const material = [...read('material-ui/llms-full.txt').matchAll(/^Page: (\S+)$/gm)].map((match) => new URL(match[1]).pathname);
    expect(x.length).toBeGreaterThan(300);
    expect(x.every((pathname) => pathname.startsWith('/x/'))).toBe(true);
    expect(material.length).toBeGreaterThan(300);
    expect(material.some((pathname) => pathname.startsWith('/x/') || pathname.startsWith('/blog/'))).toBe(false);
    expect(material).toContain('/api/button/');
  });

  it('each API page of a component or an interface has its data as JSON, linked from the page and matching its tables', () => {
    const apiPages = indexable.filter((page) => /^\/(?:zh\/)?(?:x\/)?api\/./.test(page));
    expect(apiPages.length).toBeGreaterThan(300);
    const installed = (name: string) =>
      (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    let checked = 0;
    for (const page of apiPages) {
      const html = readHtml(`${page.slice(1)}index.html`);
      const link = /<p class="api-json"><a href="([^"]+)" type="application\/json">/.exec(html)?.[1];
      if (/\/api\/changes\/$/.test(page)) {
        // An area's changes page: its JSON is every page's changes (tests/out/api-changes.test.ts).
        expect(link, page).toBe(`${page.replace(/^\/zh/, '').replace(/\/$/, '')}.json`);
        continue;
      }
      if (!html.includes('<h2 id="import">')) {
        // An index of API pages: no data of its own.
        expect(link, page).toBeUndefined();
        continue;
      }
      expect(link, page).toBe(`${page.replace(/^\/zh/, '').replace(/\/$/, '')}.json`);
      const data = JSON.parse(read(link!)) as {
        name: string;
        package: string;
        version: string;
        url: string;
        imports: string[];
        props: Array<{ name: string; type: string; required: boolean; deprecated: string | null }>;
        slots: Array<{ name: string }>;
        classes: Array<{ className: string }>;
        themeKey: string | null;
        demos: Array<{ url: string }>;
      };
      expect(data.version, page).toBe(installed(data.package));
      expect(new URL(data.url).pathname).toBe(page.replace(/^\/zh/, ''));
      // The page's own props table lists the JSON's props, in order, and its slots and classes.
      const props = html.slice(html.indexOf('data-api-section="props"'));
      const own = props.slice(0, props.search(/<h3 id="inherited-|<\/section>/));
      expect([...own.matchAll(/<tr id="prop-([^"]+)"/g)].map((match) => match[1]), page).toEqual(data.props.map((prop) => prop.name));
      expect([...html.matchAll(/<tr id="slot-([^"]+)"/g)].map((match) => match[1]), page).toEqual(data.slots.map((slot) => slot.name));
      expect(data.classes.every((entry) => html.includes(`${entry.className}</code>`)), page).toBe(true);
      for (const line of data.imports) {
        expect(html, page).toContain(line.replace(/'/g, '&#x27;').split(' from ')[0].replace('import ', ''));
      }
      expect(data.themeKey === null || html.includes(data.themeKey), page).toBe(true);
      for (const demo of data.demos) {
        expect(html, page).toContain(`href="${page.startsWith('/zh/') ? '/zh' : ''}${new URL(demo.url).pathname}"`);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(300);
    // One sample per product, by hand.
    const sample = (file: string) => JSON.parse(read(file)) as { name: string; package: string; themeKey: string | null; props: Array<{ name: string; type: string; default: string | null }> };
    expect(sample('api/button.json')).toMatchObject({ name: 'Button', package: '@mui/material', themeKey: 'MuiButton' });
    expect(sample('api/button.json').props).toContainEqual(expect.objectContaining({ name: 'variant', default: "'text'" }));
    expect(sample('x/api/data-grid/data-grid.json')).toMatchObject({ name: 'DataGrid', package: '@mui/x-data-grid', themeKey: 'MuiDataGrid' });
    expect(sample('x/api/data-grid/data-grid.json').props.map((prop) => prop.name)).toContain('showToolbar');
    expect(sample('x/api/date-pickers/date-picker.json')).toMatchObject({ name: 'DatePicker', package: '@mui/x-date-pickers' });
    expect(sample('x/api/charts/bar-chart.json')).toMatchObject({ name: 'BarChart', package: '@mui/x-charts' });
    expect(sample('x/api/tree-view/rich-tree-view.json')).toMatchObject({ name: 'RichTreeView', package: '@mui/x-tree-view' });
  });

  it("a component page's Markdown copy ends with a compact props table of the components it documents", () => {
    const buttons = read('components/buttons/index.md');
    const tables = buttons.slice(buttons.lastIndexOf('\n## Props\n'));
    expect(tables.match(/^### \w+$/gm)).toEqual(['### Button', '### IconButton', '### ButtonBase']);
    expect(tables).toMatch(/^\| `variant` \| .+ \| `'text'` \| .+ \|$/m);
    expect(tables).toContain('It also accepts the props of `ButtonBase`');
    expect(read('zh/components/buttons/index.md')).toContain(tables);
  });

  it('the Markdown copies, the full texts and the JSON files stay out of the sitemap, the search index and the offline install', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).not.toMatch(/\.(?:md|json|txt)<\/loc>/);
    for (const worker of ['x/sw.js', 'zh/x/sw.js']) {
      const text = read(worker);
      expect(text, worker).not.toMatch(/index\.md|llms|\/api\/[\w/-]+\.json/);
    }
    // The search index's records (gzip, after an 12-byte signature) are pages only.
    const fragments = fs.readdirSync(path.join(OUT_DIR, 'pagefind/fragment'));
    expect(fragments.length).toBeGreaterThan(800);
    for (const file of fragments) {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(OUT_DIR, 'pagefind/fragment', file))).toString('utf8');
      const url = (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
      expect(url, file).toMatch(/\/$/);
      // The page's actions (copy page and its menu) are no part of its text.
      expect(text, url).not.toContain('Open in ChatGPT');
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
