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
import { createApiProgram, emptyApi, extractComponent, type ApiWithForwarded } from './extract';
import { compareApis, readMigrationGuide, type CompareContext, type MigrationGuide } from './compare';
import {
  hasChanges,
  type ApiChangeLog,
  type ApiChanges,
  type ApiComponent,
  type ApiIndexEntry,
} from '../../src/core/api';
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
  for (const match of index.matchAll(/export \{ default as (\w+) \} from ["']\.\/(\w+)(?:\/index\.js)?["']/g)) {
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

const majorOf = (version: string) => Number(version.split('.')[0]);

/**
 * The development dependency holding a package's previous major, by the aliases' naming rule (`@mui/x-data-grid`
 * at 8.x → `@mui/x-data-grid-v7`, `@mui/material` at 7.x → `@mui/material-v6`).
 */
export function previousAlias(packageName: string): string {
  return `${packageName}-v${majorOf(versionOf(packageName)) - 1}`;
}

const installed = (packageName: string) => fs.existsSync(path.join(modules, packageName, 'package.json'));

/** The migration guides from the previous major, by area or product: the pages whose sections changes link to. */
export const MIGRATION_GUIDES: Record<string, string[]> = {
  material: ['/guides/upgrade-to-v7', '/guides/migrating-from-deprecated-apis'],
  'data-grid': ['/x/migration/migration-data-grid-v7'],
  'date-pickers': ['/x/migration/migration-pickers-v7'],
  charts: ['/x/migration/migration-charts-v7'],
  'tree-view': ['/x/migration/migration-tree-view-v7'],
};

const guideFile = (pagePath: string) => path.join(root, 'data', pagePath, `${path.basename(pagePath)}.mdx`);

/** The cache key: the packages' versions, the inventory, the migration guides and the generator's own code. */
function cacheKey(packages: string[], inventory: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of packages) {
    hash.update(`${name}@${installed(name) ? versionOf(name) : 'missing'}\n`);
  }
  hash.update(inventory);
  for (const page of Object.values(MIGRATION_GUIDES).flat()) {
    hash.update(fs.existsSync(guideFile(page)) ? fs.readFileSync(guideFile(page)) : 'missing');
  }
  for (const file of fs.readdirSync(import.meta.dirname).sort()) {
    hash.update(fs.readFileSync(path.join(import.meta.dirname, file)));
  }
  return hash.digest('hex');
}

export interface Report {
  pages: number;
  perPackage: Record<string, { pages: number; props: number }>;
  unresolved: string[];
  /** The previous majors compared, by area: a version line, or why there are no changes for the area. */
  previous: Record<string, string>;
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
  // The areas' changes pages are not here: they sit beside the migration guides (`data/pages.ts`, `data/x/pages.ts`).
  const main: NavEntry = {
    pathname: '/api-docs',
    title: 'Component API',
    children: pages
      .filter((page) => page.path.startsWith('/api/') && page.previousMajor === undefined)
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
  // The previous majors too: installing or removing one changes every page's changes.
  const key = cacheKey([...allPackages, ...allPackages.map((name) => previousAlias(name))], inventory);
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
  const report: Report = { pages: 0, perPackage: {}, unresolved: [], previous: {} };
  const record = (entry: ApiIndexEntry, api: ApiComponent) => {
    writeJson(path.join(outDir, entry.file), { ...entry, ...api });
    pages.push(entry);
    const figures = (report.perPackage[entry.packageName] ??= { pages: 0, props: 0 });
    figures.pages += 1;
    figures.props += api.props.length + api.inherited.reduce((sum, group) => sum + group.props.length, 0);
    report.unresolved.push(...api.unresolved);
  };

  // Main area: every component of @mui/material, in one program; the previous major's with the same code.
  const materialRoot = path.join(modules, '@mui/material');
  const material = materialComponents(materialRoot);
  const materialProgram = createApiProgram(material.map((component) => component.file));
  const materialPrevious = previousMajor(['@mui/material'], 'material', report, (previousRoots) => {
    const components = materialComponents(previousRoots['@mui/material']);
    const program = createApiProgram(components.map((component) => component.file));
    return {
      find: (name) => {
        const component = components.find((entry) => entry.name === name);
        return component
          ? extractComponent(program, {
              file: component.file,
              name,
              packageRoot: previousRoots['@mui/material'],
              collectForwarded: true,
            })
          : null;
      },
      componentNames: components.map((component) => component.name),
    };
  });
  for (const { name, file } of material) {
    const slug = kebabCase(name);
    const folder = path.basename(path.dirname(file));
    const entry: ApiIndexEntry = {
      path: `/api/${slug}`,
      name,
      packageName: '@mui/material',
      imports: [`import ${name} from '@mui/material/${folder}';`, `import { ${name} } from '@mui/material';`],
      plan: null,
      file: `api/${slug}.json`,
    };
    const { forwardedNames, ...api } = extractComponent(materialProgram, {
      file,
      name,
      packageRoot: materialRoot,
      collectForwarded: true,
    });
    if (materialPrevious) {
      api.changes = compareApis({ ...api, forwardedNames }, materialPrevious.find(name), materialPrevious.context);
      logChanges(materialPrevious.log, entry, api.changes);
    }
    record(entry, api);
  }
  if (materialPrevious) {
    const names = new Set(material.map((component) => component.name));
    materialPrevious.log.removedComponents = materialPrevious.componentNames
      .filter((name) => !names.has(name))
      .sort()
      .map((name) => ({ name, packageName: '@mui/material' }));
  }

  // /x/ area: the inventory's API pages, each from the first package that declares it.
  const rows = xApiRows(inventory);
  const found = rows.map((row) => {
    const located = locate(X_PACKAGES[row.product] ?? [], row.name);
    return {
      ...row,
      packageName: located?.packageName ?? null,
      file: located?.file ?? null,
      kind: located?.kind ?? null,
    };
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
  const xPackages = Object.values(X_PACKAGES).flat();
  const xPrevious = previousMajor(xPackages, 'x', report, (previousRoots) => {
    const located = resolved.map((row) => ({
      row,
      previous: locate(
        (X_PACKAGES[row.product] ?? []).map((name) => previousAlias(name)),
        row.name,
        row.kind ?? 'component',
      ),
    }));
    const program = createApiProgram(located.flatMap((entry) => (entry.previous ? [entry.previous.file] : [])));
    const byName = new Map(located.map((entry) => [entry.row.name, entry]));
    return {
      find: (name) => {
        const entry = byName.get(name);
        if (!entry?.previous) {
          return null;
        }
        const { packageName, file, kind } = entry.previous;
        const current = X_PACKAGES[entry.row.product].find((candidate) => previousAlias(candidate) === packageName)!;
        return extractComponent(program, {
          file,
          name,
          kind,
          packageRoot: previousRoots[current],
          familyRoots: familyRoots(entry.row.product, current, previousRoots[current]),
          collectForwarded: true,
        });
      },
      componentNames: exportedComponents(xPackages.map((name) => path.join(previousRoots[name], 'index.d.ts'))),
    };
  });
  for (const row of resolved) {
    const packageRoot = path.join(modules, row.packageName);
    const folder = path.relative(packageRoot, path.dirname(row.file)).split(path.sep)[0];
    const hasSubpath = fs.existsSync(path.join(packageRoot, folder, 'index.d.ts')) && folder === row.name;
    const entry: ApiIndexEntry = {
      path: row.path,
      name: row.name,
      packageName: row.packageName,
      imports: [
        ...(hasSubpath ? [`import { ${row.name} } from '${row.packageName}/${folder}';`] : []),
        `import { ${row.name} } from '${row.packageName}';`,
      ],
      plan: row.plan,
      file: `${row.path.slice(1)}.json`,
    };
    // A commercial component documents all it accepts: the props its community package declares too, as mui.com does.
    const { forwardedNames, ...api } = extractComponent(xProgram, {
      file: row.file,
      name: row.name,
      packageRoot,
      kind: row.kind ?? 'component',
      familyRoots: familyRoots(row.product, row.packageName, packageRoot),
      collectForwarded: true,
    });
    if (xPrevious) {
      // Compared on the same whole, so a prop that moved between packages is not reported.
      const whole = { ...api, forwardedNames };
      api.changes = compareApis(whole, xPrevious.find(row.name), {
        ...xPrevious.context,
        guides: xPrevious.guides[row.product] ?? [],
      });
      logChanges(xPrevious.log, entry, api.changes);
    }
    record(entry, api);
  }
  if (xPrevious) {
    const names = new Set(exportedComponents(xPackages.map((name) => path.join(modules, name, 'index.d.ts'))));
    xPrevious.log.removedComponents = xPrevious.componentNames
      .filter((name) => !names.has(name))
      .sort()
      .map((name) => ({
        name,
        packageName: xPackages.find((candidate) =>
          exportedComponentsOf(path.join(xPrevious.roots[candidate], 'index.d.ts')).has(name),
        )!,
      }));
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

  // Each area's changes page (`/api/changes`, `/x/api/changes`), when its previous major could be read.
  for (const [pathname, previous] of [
    ['/api/changes', materialPrevious],
    ['/x/api/changes', xPrevious],
  ] as const) {
    if (previous) {
      const { log } = previous;
      record(
        {
          path: pathname,
          name: `Changes since v${log.previousMajor}`,
          packageName: pathname === '/api/changes' ? '@mui/material' : X_PACKAGES['data-grid'][0],
          imports: [],
          plan: null,
          file: `${pathname.slice(1)}.json`,
          previousMajor: log.previousMajor,
        },
        { ...emptyApi('changes', `Changes since v${log.previousMajor}`), changeLog: log },
      );
    }
  }

  report.pages = pages.length;
  writeJson(path.join(outDir, 'index.json'), pages);
  writeJson(path.join(outDir, 'nav.json'), apiNavigation(pages, inventory));
  writeJson(reportFile, report);
  fs.writeFileSync(keyFile, key);
  return { ...report, cached: false, seconds: (performance.now() - started) / 1000 };
}

/** Where a component (or, failing that, an interface) of a name is declared, in the first package that has it. */
function locate(
  packageNames: readonly string[],
  name: string,
  kind?: 'component' | 'interface',
): { packageName: string; file: string; kind: 'component' | 'interface' } | null {
  if (kind !== 'interface') {
    for (const packageName of packageNames) {
      const file = findDeclaration(packageName, name);
      if (file && declaresComponent(file, name)) {
        return { packageName, file, kind: 'component' };
      }
    }
  }
  // Not a component: an interface documented by its properties (the grid's `GridColDef`, `GridApi`...).
  if (kind !== 'component') {
    for (const packageName of packageNames) {
      const file = findInterface(packageName, name);
      if (file) {
        return { packageName, file, kind: 'interface' };
      }
    }
  }
  return null;
}

/**
 * The other packages of a product whose declarations a component of `packageName` accepts as its own: the
 * community package for a Pro one, both for a Premium one. A previous major's are nested in the aliases' folders,
 * and TypeScript reads each identical copy once, from whichever folder it met first: every copy counts.
 */
function familyRoots(product: string, packageName: string, packageRoot: string): string[] {
  const family = X_PACKAGES[product] ?? [];
  const previous = packageRoot !== path.join(modules, packageName);
  return family
    .slice(0, family.indexOf(packageName))
    .flatMap((name) =>
      previous
        ? [
            path.join(modules, previousAlias(name)),
            ...family.map((other) => path.join(modules, previousAlias(other), 'node_modules', name)),
          ]
        : [path.join(modules, name)],
    )
    .filter((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
}

const exportsCache = new Map<string, Set<string>>();

/**
 * The components a package's index exports (`export { default as Button } from './Button'`, `export * from
 * './DataGrid'`, followed through the package's own files): names whose `Name.d.ts` declares them as a value.
 */
function exportedComponentsOf(indexFile: string): Set<string> {
  const cached = exportsCache.get(indexFile);
  if (cached) {
    return cached;
  }
  const names = new Set<string>();
  const seen = new Set<string>();
  const visitFile = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) {
      return;
    }
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/export \*(?: as \w+)? from ["'](\.[^"']*)["']/g)) {
      visitFile(resolveDeclaration(path.dirname(file), match[1]));
    }
    for (const match of source.matchAll(/export \{([^}]*)\} from ["'](\.[^"']*)["']/g)) {
      for (const part of match[1].split(',')) {
        const exported = part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^type\s+/, '');
        if (/^[A-Z]/.test(exported) && !/^type\s/.test(part.trim())) {
          const target = resolveDeclaration(path.dirname(file), match[2]);
          const componentFile = path.join(path.dirname(target), `${exported}.d.ts`);
          if (declaresComponent(componentFile, exported) || declaresComponent(target, exported)) {
            names.add(exported);
          }
        }
      }
    }
    const own = path.basename(file, '.d.ts');
    if (
      /^[A-Z]/.test(own) &&
      declaresComponent(file, own) &&
      new RegExp(`\\bexport\\b[^;]*\\b${own}\\b`).test(source)
    ) {
      names.add(own);
    }
  };
  visitFile(indexFile);
  exportsCache.set(indexFile, names);
  return names;
}

function resolveDeclaration(directory: string, specifier: string): string {
  const base = path.join(directory, specifier.replace(/\.js$/, ''));
  return fs.existsSync(`${base}.d.ts`) ? `${base}.d.ts` : path.join(base, 'index.d.ts');
}

/** The components the packages export, sorted. */
function exportedComponents(indexFiles: string[]): string[] {
  return [...new Set(indexFiles.flatMap((file) => [...exportedComponentsOf(file)]))].sort();
}

interface PreviousMajor {
  find: (name: string) => ApiWithForwarded | null;
  /** The area's changes page's data, filled as the pages are compared. */
  log: ApiChangeLog;
  componentNames: string[];
  context: CompareContext;
  guides: Record<string, MigrationGuide[]>;
  roots: Record<string, string>;
}

/**
 * Reads an area's previous major with `read`, or reports in one line why it cannot (not installed, unreadable):
 * the area's pages then have no changes, and the build goes on.
 */
export function previousMajor(
  packageNames: string[],
  area: 'material' | 'x',
  report: Report,
  read: (roots: Record<string, string>) => Pick<PreviousMajor, 'find' | 'componentNames'>,
): PreviousMajor | null {
  const aliases = packageNames.map((name) => previousAlias(name));
  const missing = aliases.filter((alias) => !installed(alias));
  const label = area === 'material' ? 'Material UI' : 'MUI X';
  if (missing.length > 0) {
    report.previous[area] = `${label}: no changes since the previous major (${missing.join(', ')} not installed)`;
    return null;
  }
  const roots = Object.fromEntries(packageNames.map((name) => [name, path.join(modules, previousAlias(name))]));
  const versions = Object.fromEntries(packageNames.map((name) => [name, versionOf(previousAlias(name))]));
  const guides = Object.fromEntries(
    Object.entries(MIGRATION_GUIDES)
      .filter(([key]) => (area === 'material') === (key === 'material'))
      .map(([key, pagePaths]) => [
        key,
        pagePaths
          .filter((pagePath) => fs.existsSync(guideFile(pagePath)))
          .map((pagePath) => readMigrationGuide(fs.readFileSync(guideFile(pagePath), 'utf8'), pagePath)),
      ]),
  );
  try {
    const reader = read(roots);
    const major = majorOf(versionOf(packageNames[0]));
    const previousVersion = versions[packageNames[0]];
    report.previous[area] = `${label}: compared with ${Object.entries(versions)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`;
    return {
      ...reader,
      context: { major, previousMajor: majorOf(previousVersion), previousVersion, guides: guides.material ?? [] },
      log: {
        major,
        previousMajor: majorOf(previousVersion),
        previousVersions: versions,
        pages: [],
        removedComponents: [],
      },
      guides,
      roots,
    };
  } catch (error) {
    report.previous[area] =
      `${label}: no changes since the previous major (its definitions could not be read: ${(error as Error).message})`;
    return null;
  }
}

function logChanges(log: ApiChangeLog, entry: ApiIndexEntry, changes: ApiChanges) {
  if (hasChanges(changes)) {
    log.pages.push({ path: entry.path, name: entry.name, plan: entry.plan, changes });
  }
}
