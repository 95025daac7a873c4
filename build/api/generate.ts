/**
 * Generates the API reference data: one JSON file per component page under `.generated/api/` (the API page
 * template renders it at build time), an index of the pages, and a report of what could not be read.
 * - Main area: a page `/api/<kebab-name>` for every component `@mui/material` exports.
 * - `/x/` area: every `/x/api/...` page of the inventory (`../shared/routes/x-nav.tsv`, mirrored in
 *   `data/x/api-pages.tsv`), read from the 8.10.2 packages, community first, then the commercial ones.
 * Cached on the packages' versions and this script's own sources: a rebuild with unchanged packages skips it.
 * Run by scripts/api/generate.ts (`npm run generate`; `--force` regenerates with unchanged packages).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createApiProgram, emptyApi, extractComponent } from './extract';
import type { ApiComponent, ApiIndexEntry } from '../../src/core/api';
import type { Plan } from '../../src/core/facts/plans.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.generated/api');
const modules = path.join(root, 'node_modules');

/** `TextField` → `text-field`, `ButtonBase` → `button-base`, `LoadingButton` → `loading-button`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Whether `<dir>/<Name>.d.ts` declares the component `Name` as a value. */
function declaresComponent(file: string, name: string): boolean {
  return (
    fs.existsSync(file) &&
    new RegExp(`(declare (const|function)|export default function) ${name}\\b`).test(fs.readFileSync(file, 'utf8'))
  );
}

/** The components `@mui/material` exports, with their declaration files. */
export function materialComponents(packageRoot: string): Array<{ name: string; file: string }> {
  const index = fs.readFileSync(path.join(packageRoot, 'index.d.ts'), 'utf8');
  const components: Array<{ name: string; file: string }> = [];
  for (const match of index.matchAll(/export \{ default as (\w+) \} from "\.\/(\w+)\/index\.js"/g)) {
    const [, name, folder] = match;
    const file = path.join(packageRoot, folder, `${name}.d.ts`);
    if (/^[A-Z]/.test(name) && declaresComponent(file, name)) {
      components.push({ name, file });
    }
  }
  return components;
}

/** The `/x/api/` pages of the inventory: path, component name and plan. */
export function xApiRows(tsv: string): Array<{ path: string; product: string; name: string; plan: Plan | null }> {
  return tsv
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(
      ([pathname, kind]) => pathname?.startsWith('/x/api/') && kind === 'page' && pathname.split('/').length === 5,
    )
    .map(([pathname, , , , , title, flags]) => ({
      path: pathname,
      product: pathname.split('/')[3],
      name:
        title ||
        pathname
          .split('/')
          .pop()!
          .replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase()),
      plan: /plan=premium/.test(flags ?? '') ? 'premium' : /plan=pro/.test(flags ?? '') ? 'pro' : null,
    }));
}

/** Packages searched for a product's components, community first. */
export const X_PACKAGES: Record<string, string[]> = {
  'data-grid': ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
  charts: ['@mui/x-charts', '@mui/x-charts-pro'],
  'tree-view': ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
};

const declarationIndex = new Map<string, Map<string, string>>();

/** `Name` → its `.d.ts` file in a package (CommonJS declarations; the `esm/` copies are the same). */
function findDeclaration(packageName: string, name: string): string | null {
  let index = declarationIndex.get(packageName);
  if (!index) {
    index = new Map();
    const packageRoot = path.join(modules, packageName);
    for (const file of fs.readdirSync(packageRoot, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.d.ts') && !file.startsWith(`esm${path.sep}`) && !file.includes('node_modules')) {
        const base = path.basename(file, '.d.ts');
        if (!index.has(base) || file.split(path.sep).length < index.get(base)!.split(path.sep).length) {
          index.set(base, file);
        }
        index.set(`file:${file}`, file);
      }
    }
    declarationIndex.set(packageName, index);
  }
  const file = index.get(name);
  return file ? path.join(modules, packageName, file) : null;
}

/** The declaration file of an exported interface or type of a package (`GridColDef` is in `gridColDef.d.ts`). */
function findInterface(packageName: string, name: string): string | null {
  findDeclaration(packageName, name);
  const pattern = new RegExp(`export (interface|type) ${name}\\b`);
  for (const file of declarationIndex.get(packageName)!.values()) {
    const full = path.join(modules, packageName, file);
    if (pattern.test(fs.readFileSync(full, 'utf8'))) {
      return full;
    }
  }
  return null;
}

function versionOf(packageName: string): string {
  return JSON.parse(fs.readFileSync(path.join(modules, packageName, 'package.json'), 'utf8')).version;
}

/** The cache key: the packages' versions, the inventory and the generator's own code. */
function cacheKey(packages: string[], inventory: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of packages) {
    hash.update(`${name}@${versionOf(name)}\n`);
  }
  hash.update(inventory);
  for (const file of fs.readdirSync(import.meta.dirname).sort()) {
    hash.update(fs.readFileSync(path.join(import.meta.dirname, file)));
  }
  return hash.digest('hex');
}

interface Report {
  pages: number;
  perPackage: Record<string, { pages: number; props: number }>;
  unresolved: string[];
}

interface NavEntry {
  pathname: string;
  title?: string;
  subheader?: boolean;
  plan?: Plan;
  children?: NavEntry[];
}

/**
 * The drawer entries of the API pages: in the main area one "Component API" group of every component; in `/x/`
 * the inventory's API groups (products, then their subheaders and pages, by depth), pages without data left out.
 */
export function apiNavigation(pages: readonly ApiIndexEntry[], inventory: string): { main: NavEntry[]; x: NavEntry[] } {
  const main: NavEntry = {
    pathname: '/api-docs',
    title: 'Component API',
    children: pages
      .filter((page) => page.path.startsWith('/api/'))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((page) => ({ pathname: page.path, title: page.name })),
  };
  const available = new Set(pages.map((page) => page.path));
  // One group per product (the inventory's section column), its nav groups nested by depth; subheader rows
  // (Resources, Components, Interfaces) become fixed subheaders of the group they open.
  const root: NavEntry = { pathname: '/x/api', title: 'API reference', children: [] };
  const sections = new Map<string, NavEntry>();
  let stack: Array<{ depth: number; node: NavEntry }> = [];
  for (const line of inventory.split('\n').slice(1)) {
    const [pathname, kind, depthText, section, , title, flags] = line.split('\t');
    if (!pathname || !section) {
      continue;
    }
    let sectionNode = sections.get(section);
    if (!sectionNode) {
      sectionNode = {
        pathname: `/x/api/${section.toLowerCase().replace(/\W+/g, '-')}-section`,
        title: section,
        children: [],
      };
      sections.set(section, sectionNode);
      root.children!.push(sectionNode);
      stack = [{ depth: 0, node: sectionNode }];
    }
    const depth = Number(depthText);
    while (stack.length > 1 && stack[stack.length - 1].depth >= depth) {
      stack.pop();
    }
    const parent = stack[stack.length - 1].node;
    if (kind === 'page') {
      if (available.has(pathname)) {
        const plan = /plan=premium/.test(flags ?? '') ? 'premium' : /plan=pro/.test(flags ?? '') ? 'pro' : undefined;
        (parent.children ??= []).push({ pathname, title: title || undefined, ...(plan ? { plan } : {}) });
      }
    } else if (kind === 'nav-group') {
      const group: NavEntry = { pathname, title: title || undefined, children: [] };
      (parent.children ??= []).push(group);
      stack.push({ depth, node: group });
    } else if (kind === 'subheader-group' && depth > 1) {
      const group: NavEntry = {
        pathname,
        title: title || line.split('\t')[4] || undefined,
        subheader: true,
        children: [],
      };
      (parent.children ??= []).push(group);
      stack.push({ depth, node: group });
    }
  }
  const prune = (nodes: NavEntry[]): NavEntry[] =>
    nodes
      .map((node) => (node.children ? { ...node, children: prune(node.children) } : node))
      .filter((node) => !node.children || node.children.length > 0);
  return { main: [main], x: prune([root]) };
}

function writeJson(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 1)}\n`);
}

export function generateApi({ force = false } = {}): Report & { cached: boolean; seconds: number } {
  const started = performance.now();
  const inventory = fs.readFileSync(path.join(root, 'data/x/api-pages.tsv'), 'utf8');
  const allPackages = ['@mui/material', ...Object.values(X_PACKAGES).flat()];
  const key = cacheKey(allPackages, inventory);
  const keyFile = path.join(outDir, 'cache-key.txt');
  const reportFile = path.join(outDir, 'report.json');
  if (!force && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key && fs.existsSync(reportFile)) {
    return {
      ...(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report),
      cached: true,
      seconds: (performance.now() - started) / 1000,
    };
  }
  fs.rmSync(outDir, { recursive: true, force: true });

  const pages: ApiIndexEntry[] = [];
  const report: Report = { pages: 0, perPackage: {}, unresolved: [] };
  const record = (entry: ApiIndexEntry, api: ApiComponent) => {
    writeJson(path.join(outDir, entry.file), { ...entry, ...api });
    pages.push(entry);
    const figures = (report.perPackage[entry.packageName] ??= { pages: 0, props: 0 });
    figures.pages += 1;
    figures.props += api.props.length + api.inherited.reduce((sum, group) => sum + group.props.length, 0);
    report.unresolved.push(...api.unresolved);
  };

  // Main area: every component of @mui/material, in one program.
  const materialRoot = path.join(modules, '@mui/material');
  const material = materialComponents(materialRoot);
  const materialProgram = createApiProgram(material.map((component) => component.file));
  for (const { name, file } of material) {
    const slug = kebabCase(name);
    const folder = path.basename(path.dirname(file));
    record(
      {
        path: `/api/${slug}`,
        name,
        packageName: '@mui/material',
        imports: [`import ${name} from '@mui/material/${folder}';`, `import { ${name} } from '@mui/material';`],
        plan: null,
        file: `api/${slug}.json`,
      },
      extractComponent(materialProgram, { file, name, packageRoot: materialRoot }),
    );
  }

  // /x/ area: the inventory's API pages, each from the first package that declares it.
  const rows = xApiRows(inventory);
  const found = rows.map((row) => {
    const candidates = X_PACKAGES[row.product] ?? [];
    for (const packageName of candidates) {
      const file = findDeclaration(packageName, row.name);
      if (file && declaresComponent(file, row.name)) {
        return { ...row, packageName, file, kind: 'component' as const };
      }
    }
    // Not a component: an interface documented by its properties (the grid's `GridColDef`, `GridApi`...).
    for (const packageName of candidates) {
      const file = findInterface(packageName, row.name);
      if (file) {
        return { ...row, packageName, file, kind: 'interface' as const };
      }
    }
    return { ...row, packageName: null, file: null, kind: null };
  });
  for (const row of found.filter((entry) => !entry.file)) {
    report.unresolved.push(
      `${row.path}: no component or interface ${row.name} in ${(X_PACKAGES[row.product] ?? []).join(', ')}`,
    );
  }
  const resolved = found.filter(
    (entry): entry is typeof entry & { packageName: string; file: string } => entry.file !== null,
  );
  const xProgram = createApiProgram(resolved.map((entry) => entry.file));
  for (const row of resolved) {
    const packageRoot = path.join(modules, row.packageName);
    const folder = path.relative(packageRoot, path.dirname(row.file)).split(path.sep)[0];
    const hasSubpath = fs.existsSync(path.join(packageRoot, folder, 'index.d.ts')) && folder === row.name;
    record(
      {
        path: row.path,
        name: row.name,
        packageName: row.packageName,
        imports: [
          ...(hasSubpath ? [`import { ${row.name} } from '${row.packageName}/${folder}';`] : []),
          `import { ${row.name} } from '${row.packageName}';`,
        ],
        plan: row.plan,
        file: `${row.path.slice(1)}.json`,
      },
      extractComponent(xProgram, { file: row.file, name: row.name, packageRoot, kind: row.kind ?? 'component' }),
    );
  }

  // The products' index pages (`/x/api/data-grid`): every API page of the product, components then interfaces.
  const kinds = new Map(resolved.map((row) => [row.path, row.kind ?? 'component']));
  for (const line of inventory.split('\n')) {
    const [pathname, kind, , , , title] = line.split('\t');
    if (kind !== 'page' || !pathname?.startsWith('/x/api/') || pathname.split('/').length !== 4) {
      continue;
    }
    const product = pathname.split('/')[3];
    const entries = pages
      .filter((page) => page.path.startsWith(`${pathname}/`))
      .map((page) => ({
        path: page.path,
        name: page.name,
        plan: page.plan,
        kind: kinds.get(page.path) ?? ('component' as const),
      }));
    record(
      {
        path: pathname,
        name: title || 'Index',
        packageName: X_PACKAGES[product]?.[0] ?? '',
        imports: [],
        plan: null,
        file: `${pathname.slice(1)}/index.json`,
      },
      { ...emptyApi('index', title || 'Index'), entries },
    );
  }

  report.pages = pages.length;
  writeJson(path.join(outDir, 'index.json'), pages);
  writeJson(path.join(outDir, 'nav.json'), apiNavigation(pages, inventory));
  writeJson(reportFile, report);
  fs.writeFileSync(keyFile, key);
  return { ...report, cached: false, seconds: (performance.now() - started) / 1000 };
}
