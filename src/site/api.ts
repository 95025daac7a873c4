/**
 * Build-time data of the API pages (server only: imported from `getStaticProps` helpers): the generated index,
 * each page's data, and the docs pages whose demos use a component.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavNode } from '../core/navigation';
import type { Area } from '../core/paths';
import type { ApiIndexEntry, ApiPageData } from '../core/api';
import { communityPackage } from '../core/facts/plans.mjs';

const generatedDir = path.join(process.cwd(), '.generated/api');

let index: Map<string, ApiIndexEntry> | null = null;

/** API pages by path (`/api/button`, `/x/api/data-grid/data-grid`). */
export function apiIndex(): Map<string, ApiIndexEntry> {
  if (!index) {
    const file = path.join(generatedDir, 'index.json');
    const entries = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ApiIndexEntry[]) : [];
    index = new Map(entries.map((entry) => [entry.path, entry]));
  }
  return index;
}

export function readApiPage(entry: ApiIndexEntry): ApiPageData {
  return JSON.parse(fs.readFileSync(path.join(generatedDir, entry.file), 'utf8')) as ApiPageData;
}

let navigation: { main: NavNode[]; x: NavNode[] } | null = null;

/** The drawer entries of an area's API pages (`.generated/api/nav.json`), appended to the area's tree. */
export function apiNavigation(area: Area): NavNode[] {
  if (!navigation) {
    const file = path.join(generatedDir, 'nav.json');
    navigation = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { main: NavNode[]; x: NavNode[] })
      : { main: [], x: [] };
  }
  return navigation[area];
}

let demoImports: Map<string, Set<string>> | null = null;

/**
 * Docs pages whose demos import a component: page path (navigation form) by `package:Name`, read once from the
 * demo files in `data/` (a page's demos live in its folder).
 */
function demoImportsByComponent(): Map<string, Set<string>> {
  if (demoImports) {
    return demoImports;
  }
  demoImports = new Map();
  const dataDir = path.join(process.cwd(), 'data');
  for (const file of fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx')) {
      continue;
    }
    const folder = path.dirname(file);
    if (!fs.existsSync(path.join(dataDir, folder, `${path.basename(folder)}.mdx`))) {
      continue;
    }
    const page = `/${folder.split(path.sep).join('/')}`;
    const source = fs.readFileSync(path.join(dataDir, file), 'utf8');
    for (const match of source.matchAll(
      /import\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*'(@mui\/[\w-]+)(?:\/([\w-]+))?'/g,
    )) {
      const [, defaultName, named, packageName, subpath] = match;
      const names = [
        ...(defaultName && subpath ? [subpath] : []),
        ...(named ?? '')
          .split(',')
          .map(
            (part) =>
              part
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0],
          )
          .filter((name) => /^[A-Z]/.test(name)),
      ];
      for (const name of names) {
        const key = `${communityPackage(packageName)}:${name}`;
        demoImports.set(key, (demoImports.get(key) ?? new Set()).add(page));
      }
    }
  }
  return demoImports;
}

/** The docs pages whose demos use a component of a package (community and commercial editions together). */
export function demoPagesOf(entry: Pick<ApiIndexEntry, 'name' | 'packageName'>): string[] {
  const key = `${communityPackage(entry.packageName)}:${entry.name}`;
  return [...(demoImportsByComponent().get(key) ?? [])].sort();
}
