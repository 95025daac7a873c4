/**
 * Build-time content index. Reads both navigation trees and every page's MDX file, then writes:
 * - `.generated/content-index.json`: per page, its source file, front matter and table of contents;
 * - `.generated/content-main.ts` / `content-x.ts`: per area, the page → MDX module map the routes load;
 * - `.generated/demos.js` (with `demos.d.ts`): each page's demo loader, for the browser's islands, and the page's demo
 *   module under `.generated/demo-pages/`; `.generated/demo-files.json`: each demo's file, for the JavaScript
 *   versions `npm run generate` writes next (scripts/generate-demo-js.mjs);
 * - `.generated/extra-nav.json`: pages of `DOCS_EXTRA_CONTENT_DIR` (the build-scale benchmark), else `[]`;
 * - `.generated/messages-en.json`: the English interface strings, flat, for the one page without getStaticProps (404);
 * - `.generated/preferences-script.json`: the first-paint preferences script, minified (it is inline in every page).
 * Navigation pages without an MDX file are skipped (they are not routes yet); `npm run check:routes` lists them.
 * Run by scripts/generate-content.ts (`npm run generate`; `--watch` under `npm run dev`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import YAML from 'yaml';
import { COMMERCIAL_PACKAGES, importedModules, packageOf } from './demos/sandbox.mjs';
import { removeFilesExcept } from './generated-assets.mjs';
import { tableOfContents } from './mdx/headings.mjs';
import { minifyScript } from './minify-script.mjs';
import { blogAuthors } from '../data/blog/authors';
import { flattenPages, assertUniquePages, type NavNode } from '../src/core/navigation';
import { areaOfPath, contentFileOfPath, demoFileOfPage, type Area } from '../src/core/paths';
import { flattenMessages } from '../src/core/translate';
import { PREFERENCES_SCRIPT } from '../src/core/preferencesScript';
import type { ContentIndex, PageContent } from '../src/core/content';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.generated');
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

async function loadTree(file: string): Promise<NavNode[]> {
  const url = `${pathToFileURL(file).href}?t=${Date.now()}`;
  const mod = (await import(url)) as { default?: NavNode[]; pages?: NavNode[] };
  const tree = mod.pages ?? mod.default;
  if (!Array.isArray(tree)) {
    throw new Error(`${path.relative(root, file)} must export \`pages\`, the navigation tree.`);
  }
  return tree;
}

function readExtraNav(): { tree: NavNode[]; dir: string | null } {
  const dir = process.env.DOCS_EXTRA_CONTENT_DIR ? path.resolve(root, process.env.DOCS_EXTRA_CONTENT_DIR) : null;
  if (!dir) {
    return { tree: [], dir: null };
  }
  if (path.relative(root, dir).startsWith('..')) {
    throw new Error(`DOCS_EXTRA_CONTENT_DIR must be inside the project (${root}); got ${dir}.`);
  }
  return { tree: JSON.parse(fs.readFileSync(path.join(dir, 'nav.json'), 'utf8')) as NavNode[], dir };
}

/** A `<Demo name="X" />` of a page's MDX, its name captured. */
const DEMO_ELEMENT = /<Demo\s[^>]*name="([A-Z]\w*)"/g;

/** A cascade layer in CSS (a block or an order statement). */
const LAYER_RULE = /@layer[\s{]/;

function readIfExists(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** The front matter block at the very start of an MDX file (remark-frontmatter's rule), and what follows it. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
/** An ATX heading line (`## Title`); a line that opens or closes a fenced code block. */
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const FENCE_LINE = /^\s*(`{3,}|~{3,})/;

/**
 * The heading lines of an MDX body, outside fenced code, each its own paragraph: the part of the page its table of
 * contents is made from. Parsing these alone gives the headings a parse of the whole page gives, in a tenth of the
 * time (the pages' prose was 13 of the index's 15 s). The file checks hold every exported page's table of contents to
 * the headings the MDX compiler rendered from the whole page; a unit test covers fences and components.
 */
export function headingLines(body: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const marker = FENCE_LINE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
        fence = null;
      }
    } else if (marker) {
      fence = marker;
    } else if (HEADING_LINE.test(line)) {
      lines.push(line.trim());
    }
  }
  return lines.join('\n\n');
}

/** Front matter, description, headings and demos of one MDX file. */
export function readPage(file: string, repositoryFile: string): PageContent {
  const source = fs.readFileSync(file, 'utf8');
  const front = FRONT_MATTER.exec(source);
  const tree = parser.parse(headingLines(front ? source.slice(front[0].length) : source));
  const matter = (front ? YAML.parse(front[1]) : null) ?? {};
  if (typeof matter !== 'object') {
    throw new Error(`${repositoryFile}: front matter must be a YAML map with a description.`);
  }
  const { title, description, date, authors, tags } = matter as Record<string, unknown>;
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error(`${repositoryFile}: add a one-sentence \`description:\` to the front matter.`);
  }
  const page: PageContent = {
    file: repositoryFile,
    title: typeof title === 'string' ? title : null,
    description: description.trim(),
    date: date instanceof Date ? date.toISOString() : typeof date === 'string' ? date : null,
    toc: tableOfContents(tree),
  };
  const demos = [...source.matchAll(DEMO_ELEMENT)].map((match) => match[1]);
  if (demos.length > 0) {
    page.demos = demos.length;
  }
  if (demos.some((name) => LAYER_RULE.test(readIfExists(demoFileOfPage(file, name))))) {
    page.cssLayers = true;
  }
  if (authors !== undefined) {
    const unknown = Array.isArray(authors)
      ? authors.filter((id) => !Object.hasOwn(blogAuthors, String(id)))
      : [authors];
    if (!Array.isArray(authors) || unknown.length > 0) {
      throw new Error(
        `${repositoryFile}: \`authors:\` must list ids of data/blog/authors.ts (${Object.keys(blogAuthors).join(', ')}); unknown: ${unknown.join(', ')}.`,
      );
    }
    page.authors = authors.map((id) => blogAuthors[String(id)]);
  }
  if (tags !== undefined) {
    if (!Array.isArray(tags)) {
      throw new Error(`${repositoryFile}: \`tags:\` must be a list, such as [Material UI, Release].`);
    }
    page.tags = tags.map(String);
  }
  return page;
}

function writeIfChanged(file: string, text: string) {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    fs.writeFileSync(file, text);
  }
}

function contentMapModule(entries: Array<[string, string]>): string {
  const lines = entries.map(
    ([pathname, file]) => `  ${JSON.stringify(pathname)}: () => import(${JSON.stringify(file)}),`,
  );
  return [
    '// Generated by scripts/generate-content.ts: do not edit.',
    "import type { MDXContent } from 'mdx/types';",
    "import type { ContentLoaders } from '../src/core/content';",
    '',
    'export const loaders: ContentLoaders<MDXContent> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/** Whether a demo imports a commercial package (its loader sets the licence key first). */
function isCommercialDemo(file: string): boolean {
  if (!fs.existsSync(file)) {
    return false;
  }
  const source = fs.readFileSync(file, 'utf8');
  return importedModules(source).some((specifier: string) => COMMERCIAL_PACKAGES.includes(packageOf(specifier)));
}

/**
 * A page's demo module, `.generated/demo-pages/<page>.js`: every demo of the page, exported under its name, so the
 * page's islands load them together. A page's demos share most of their code (the components they show), and the
 * bundler makes one chunk group per dynamic import: one per page instead of one per demo halved the build's compile
 * time and the demo chunks' bytes (each small group duplicated the components it shared with others). A page with
 * a commercial demo loads the licence module first (imports evaluate in order).
 */
function demoPageModule(page: string, demos: Array<[name: string, file: string]>): string {
  const fromHere = (file: string) =>
    JSON.stringify(path.posix.relative(path.posix.dirname(`.generated/demo-pages/${page}`), file));
  const commercial = demos.some(([, file]) => isCommercialDemo(path.join(root, file)));
  return [
    '// Generated by scripts/generate-content.ts: do not edit.',
    ...(commercial ? [`import ${fromHere('src/demos/license')};`] : []),
    ...demos.map(([name, file]) => `export { default as ${name} } from ${fromHere(file.replace(/\.tsx$/, ''))};`),
    '',
  ].join('\n');
}

/**
 * Demos grouped by page, in the order of the index: page (`x/react-charts/bars`) → its demos' names and files, from
 * their ids (`x/react-charts/bars/WeeklyVisits`).
 */
function demosByPage(demos: Map<string, string>): Map<string, Array<[name: string, file: string]>> {
  const pages = new Map<string, Array<[name: string, file: string]>>();
  for (const [id, file] of demos) {
    const slash = id.lastIndexOf('/');
    const page = id.slice(0, slash);
    pages.set(page, [...(pages.get(page) ?? []), [id.slice(slash + 1), file]]);
  }
  return pages;
}

/**
 * The islands' registry: each page with demos (`x/react-charts/bars`) → a loader of its demo module.
 *
 * The registry is JavaScript with a declaration beside it: TypeScript reads `demos.d.ts` and never follows the
 * loaders' imports, so demos are type-checked as the project's `tsconfig.json` includes them. Demos excluded there
 * (those of the pickers' other date libraries, each widening the pickers' date type for a whole program) are
 * type-checked one by one (`build/demo-typecheck.ts`).
 */
function demoRegistryModule(pages: Iterable<string>): string {
  return [
    '// Generated by scripts/generate-content.ts: do not edit.',
    '',
    'export const demoPages = {',
    ...[...pages].map(
      (page) => `  ${JSON.stringify(page)}: () => import(${JSON.stringify(`./demo-pages/${page}.js`)}),`,
    ),
    '};',
    '',
  ].join('\n');
}

/** Writes each page's demo module under `.generated/demo-pages/` and removes those of pages that no longer have demos. */
function writeDemoPages(pages: Map<string, Array<[name: string, file: string]>>) {
  const dir = path.join(outDir, 'demo-pages');
  removeFilesExcept(dir, new Set([...pages.keys()].map((page) => path.join(dir, `${page}.js`))));
  for (const [page, demos] of pages) {
    const file = path.join(dir, `${page}.js`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeIfChanged(file, demoPageModule(page, demos));
  }
}

/** Every `<Demo name="X" />` of the indexed pages: its id (`x/react-charts/WeeklyVisits`) → its file (`demoFileOfPage`). */
function demoFiles(index: ContentIndex): Map<string, string> {
  const demos = new Map<string, string>();
  for (const page of Object.values(index)) {
    const dir = path.posix.dirname(page.file);
    const source = fs.readFileSync(path.join(root, page.file), 'utf8');
    for (const [, name] of source.matchAll(DEMO_ELEMENT)) {
      demos.set(`${dir.replace(/^data\//, '')}/${name}`, demoFileOfPage(page.file, name));
    }
  }
  return demos;
}

const demoRegistryDeclaration = [
  '// Generated by scripts/generate-content.ts: do not edit.',
  "import type { ComponentType } from 'react';",
  '',
  '/** Each page with demos (`x/react-charts/bars`) → a loader of its demos, by name (`WeeklyVisits`). */',
  'export declare const demoPages: Record<string, () => Promise<Record<string, ComponentType | undefined>>>;',
  '',
].join('\n');

export async function generate(): Promise<ContentIndex> {
  const [mainTree, xTree] = await Promise.all([
    loadTree(path.join(root, 'data/pages.ts')),
    loadTree(path.join(root, 'data/x/pages.ts')),
  ]);
  const extra = readExtraNav();
  const trees: Array<{ tree: NavNode[]; base: string }> = [
    { tree: mainTree, base: path.join(root, 'data') },
    { tree: xTree, base: path.join(root, 'data') },
    { tree: extra.tree, base: extra.dir ?? '' },
  ];
  const index: ContentIndex = {};
  const maps: Record<Area, Array<[string, string]>> = { main: [], x: [] };
  for (const { tree, base } of trees) {
    assertUniquePages(tree);
    for (const page of flattenPages(tree)) {
      const file = path.join(base, contentFileOfPath(page.pathname));
      const repositoryFile = path.relative(root, file).split(path.sep).join('/');
      if (!fs.existsSync(file)) {
        continue;
      }
      index[page.pathname] = readPage(file, repositoryFile);
      maps[areaOfPath(page.pathname)].push([page.pathname, `../${repositoryFile}`]);
    }
  }
  fs.mkdirSync(outDir, { recursive: true });
  writeIfChanged(path.join(outDir, 'content-index.json'), `${JSON.stringify(index)}\n`);
  writeIfChanged(path.join(outDir, 'extra-nav.json'), `${JSON.stringify(extra.tree)}\n`);
  writeIfChanged(path.join(outDir, 'content-main.ts'), contentMapModule(maps.main));
  writeIfChanged(path.join(outDir, 'content-x.ts'), contentMapModule(maps.x));
  // (demos.ts was the registry's older form: TypeScript would read it before the declaration.)
  fs.rmSync(path.join(outDir, 'demos.ts'), { force: true });
  const demos = demoFiles(index);
  const pages = demosByPage(demos);
  writeDemoPages(pages);
  writeIfChanged(path.join(outDir, 'demos.js'), demoRegistryModule(pages.keys()));
  // The demos whose JavaScript versions `npm run generate` writes next (scripts/generate-demo-js.mjs).
  writeIfChanged(path.join(outDir, 'demo-files.json'), `${JSON.stringify(Object.fromEntries(demos))}\n`);
  writeIfChanged(path.join(outDir, 'demos.d.ts'), demoRegistryDeclaration);
  const { pages: _titles, ...english } = JSON.parse(
    fs.readFileSync(path.join(root, 'translations/translations.json'), 'utf8'),
  );
  // All of them: the 404 page, which has no getStaticProps, renders its frame from its props alone.
  writeIfChanged(path.join(outDir, 'messages-en.json'), `${JSON.stringify(flattenMessages({ en: english }, 'en'))}\n`);
  writeIfChanged(
    path.join(outDir, 'preferences-script.json'),
    `${JSON.stringify({ script: minifyScript(PREFERENCES_SCRIPT) })}\n`,
  );
  return index;
}
