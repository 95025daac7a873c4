/**
 * The site's build-time data: content index, title tables, interface strings and redirects. Importing this module
 * from browser code would ship every title of the site: only the site model (`src/site/`) uses it.
 */
import contentIndexJson from '../../.generated/content-index.json';
import enCatalog from '../../translations/translations.json';
import zhCatalog from '../../translations/translations-zh.json';
import { flattenPages, nodeTitle, type NavNode } from '../core/navigation';
import { pathnameToLanguage, type Language } from '../core/i18n';
import { pageTitle, type TitleTables } from '../core/titles';
import { flattenMessages, isServerOnlyMessage, type Messages } from '../core/translate';
import { isExternalHref, stripQueryAndHash, toNavPath } from '../core/paths';
import { activeRedirects, type Redirect } from '../core/redirects';
import { redirects as redirectTable } from '../../data/redirects';
import { serverRender, type ServerSiteData } from '../islands';
import type { ContentIndex } from '../core/content';
import { apiIndex } from './api';
import { inventoryTree } from './inventory';

export const contentIndex = contentIndexJson as ContentIndex;

/** Whether the page at `asPath` (either language) has cascade layers: a demo of it needs them (`cssLayers`). */
export function pageUsesCssLayers(asPath: string): boolean {
  const { canonicalAsServer } = pathnameToLanguage(stripQueryAndHash(asPath));
  return contentIndex[toNavPath(canonicalAsServer)]?.cssLayers === true;
}

const { pages: enPages, ...enMessages } = enCatalog;
const { pages: zhPages, ...zhMessages } = zhCatalog;

export const titleTables: TitleTables = { en: enPages, zh: zhPages };
const catalogs: Record<string, Messages> = { en: enMessages as Messages, zh: zhMessages as Messages };

const messagesByLanguage = new Map<string, Record<string, string>>();

/**
 * The interface strings of a language, English filling the gaps (warned once at build time), without the groups a
 * kind of page never shows (`api.…` beyond API pages, `demo.…` on a page without demos): every page carries its
 * strings in its HTML.
 */
export function pageMessages(language: Language, omit: readonly MessageGroup[] = []): Record<string, string> {
  const key = `${language} ${omit.join(' ')}`;
  let messages = messagesByLanguage.get(key);
  if (!messages) {
    // `npm run dev` renders page bodies in the browser too: there they need every string.
    const keepServerOnly = process.env.NODE_ENV === 'development';
    messages = Object.fromEntries(
      Object.entries(flattenMessages(catalogs, language)).filter(
        ([id]) =>
          !omit.includes(id.slice(0, id.indexOf('.')) as MessageGroup) && (keepServerOnly || !isServerOnlyMessage(id)),
      ),
    );
    messagesByLanguage.set(key, messages);
  }
  // What the page's server render reads besides (the page's render follows its props in this process).
  if (!serverRender.messages.has(language)) {
    serverRender.messages.set(language, serverMessages(language));
  }
  return messages;
}

/** The groups of interface strings that only some kinds of page show. */
export type MessageGroup = 'api' | 'blog' | 'demo' | 'notFound';

/** The strings of a language that only the server render reads (`isServerOnlyMessage`), for `serverRender.messages`. */
function serverMessages(language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(flattenMessages(catalogs, language)).filter(([id]) => isServerOnlyMessage(id)),
  );
}

/** Whether a page has content: navigation entries without it are not routes and not in the drawer. */
export function hasContent(pathname: string): boolean {
  return Object.hasOwn(contentIndex, pathname) || apiIndex().has(pathname);
}

const navigationPaths = new Set(
  flattenPages([...inventoryTree('main'), ...inventoryTree('x')]).map((page) => page.pathname),
);

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
