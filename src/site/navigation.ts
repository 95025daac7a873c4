/**
 * The site's navigation, built once per area and language: every entry of the area's tree (with the API reference
 * pages and, for the build-scale benchmark, the extra content), the pages with content only, titled in the
 * language. Routes, the drawer, prev/next, trails, the sitemap, llms.txt and the route checks all read it here.
 */
import extraNav from '../../.generated/extra-nav.json';
import type { Language } from '../core/i18n';
import { filterTree, findTrail, flattenPages, mapTitles, sectionPath, type NavNode } from '../core/navigation';
import type { Area } from '../core/paths';
import { apiNavigation } from './api';
import { hasContent, localizedTitle } from './data';
import { inventoryTree } from './inventory';

/**
 * Every entry of an area's navigation, written or not: its tree in `data/`, the extra content (main area;
 * `.generated/extra-nav.json`, empty unless the build-scale benchmark set `DOCS_EXTRA_CONTENT_DIR`), then its API
 * reference pages (generated from the packages' types).
 */
export function sourceTree(area: Area): NavNode[] {
  return area === 'x'
    ? [...inventoryTree('x'), ...apiNavigation('x')]
    : [...inventoryTree('main'), ...(extraNav as NavNode[]), ...apiNavigation('main')];
}

const trees = new Map<string, NavNode[]>();

/** An area's tree in a language: pages with content only (the routes), every title in that language. Memoized. */
export function areaTree(area: Area, language: Language): NavNode[] {
  const key = `${area}:${language}`;
  let tree = trees.get(key);
  if (!tree) {
    tree = mapTitles(filterTree(sourceTree(area), hasContent), (node) => localizedTitle(node, language));
    trees.set(key, tree);
  }
  return tree;
}

/** Both areas' trees in a language, main first: the whole site, for the files written after the export. */
export function siteTree(language: Language): NavNode[] {
  return [...areaTree('main', language), ...areaTree('x', language)];
}

/** Where a page sits: its trail from the area's root (empty when it is not in the tree) and its section path. */
export interface PagePlace {
  trail: NavNode[];
  /** The groups above the page without subheaders: `Data Grid › Filtering`. */
  section: string;
}

/** A page's place in its area's tree in a language. */
export function pagePlace(area: Area, language: Language, pathname: string): PagePlace {
  const trail = findTrail(areaTree(area, language), pathname);
  return { trail, section: sectionPath(trail) };
}

/** The pages of an area's tree (navigation paths), in reading order. */
export function areaPages(area: Area, language: Language): string[] {
  return flattenPages(areaTree(area, language)).map((page) => page.pathname);
}
