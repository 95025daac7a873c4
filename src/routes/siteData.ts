/**
 * The site's build-time data (server only): content index, title tables and interface strings.
 * Importing this module from browser code would ship every title of the site, so only `getStaticProps`
 * and `getStaticPaths` helpers use it.
 */
import contentIndexJson from '../../.generated/content-index.json';
import enCatalog from '../../translations/translations.json';
import zhCatalog from '../../translations/translations-zh.json';
import { filterTree, flattenPages, mapTitles, nodeTitle, type NavNode } from '../core/navigation';
import type { Language } from '../core/i18n';
import { pageTitle, type TitleTables } from '../core/titles';
import { flattenMessages, type Messages } from '../core/translate';
import { isExternalHref } from '../core/paths';
import { activeRedirects, type Redirect } from '../core/redirects';
import { redirects as redirectTable } from '../../data/redirects';
import { pages as mainPages } from '../../data/pages';
import { pages as xPages } from '../../data/x/pages';
import type { ServerSiteData } from '../islands/serverOnly';
import type { ContentIndex } from './contentTypes';
import { apiIndex } from '../api/serverData';

export const contentIndex = contentIndexJson as ContentIndex;

const { pages: enPages, ...enMessages } = enCatalog;
const { pages: zhPages, ...zhMessages } = zhCatalog;

export const titleTables: TitleTables = { en: enPages, zh: zhPages };
const catalogs: Record<string, Messages> = { en: enMessages as Messages, zh: zhMessages as Messages };

const messagesByLanguage = new Map<Language, Record<string, string>>();

/** The interface strings of a language, English filling the gaps (warned once at build time). */
export function pageMessages(language: Language): Record<string, string> {
  let messages = messagesByLanguage.get(language);
  if (!messages) {
    messages = flattenMessages(catalogs, language);
    messagesByLanguage.set(language, messages);
  }
  return messages;
}

/** Whether a page has content: navigation entries without it are not routes and not in the drawer. */
export function hasContent(pathname: string): boolean {
  return Object.hasOwn(contentIndex, pathname) || apiIndex().has(pathname);
}

const navigationPaths = new Set(flattenPages([...mainPages, ...xPages]).map((page) => page.pathname));

/** The site as page bodies see it on the server: page content, and which navigation pages are not written yet. */
export const serverSiteData: ServerSiteData = {
  page: (pathname) => (Object.hasOwn(contentIndex, pathname) ? contentIndex[pathname] : undefined),
  isUnwritten: (pathname) => navigationPaths.has(pathname) && !hasContent(pathname),
};

/** Legacy paths that lead to an existing page. */
export const redirects: Redirect[] = activeRedirects(redirectTable, hasContent);

/** A node's title in a language (title tables first, then the entry's own title, then the path). */
export function localizedTitle(node: NavNode, language: Language): string {
  return isExternalHref(node.pathname) ? nodeTitle(node) : pageTitle(node.pathname, language, titleTables, node.title);
}

const trees = new Map<string, NavNode[]>();

/** The drawer's tree for a language: pages with content only, every title in that language. Memoized. */
export function siteTree(tree: readonly NavNode[], key: string, language: Language): NavNode[] {
  let prepared = trees.get(key);
  if (!prepared) {
    prepared = mapTitles(filterTree(tree, hasContent), (node) => localizedTitle(node, language));
    trees.set(key, prepared);
  }
  return prepared;
}
