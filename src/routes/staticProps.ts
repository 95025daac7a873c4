/**
 * Build-time route data of docs pages (server only: used from `getStaticPaths` / `getStaticProps`).
 * Everything a page shows is computed here once and handed to the page as props; what the server render
 * needs beyond props (the MDX module, its table of contents, the drawer's tree, the page's trail) goes into the
 * server render's channel (`islands/serverRender`).
 */
import { editUrl } from '../core/config';
import type { Language } from '../core/i18n';
import { findTrail, flattenPages, getPrevNext, navHref, overviewName, readingOrder, sectionPath, type NavNode } from '../core/navigation';
import { areaOfPath, pathSegments, toNavPath, type Area } from '../core/paths';
import { nestHeadings } from '../core/toc';
import { docsConfig, DOCUMENTED_VERSIONS } from '../config';
import { loadPageContent, type ContentLoaders } from './contentTypes';
import type { DocsPageProps, DocsRouteProps } from './DocsPage';
import { serverRender } from '../islands';
import { NavTree } from '../layout/NavTree';
import { mdxComponents } from '../mdx/components';
import { findRedirect } from '../core/redirects';
import { contentIndex, localizedTitle, pageMessages, redirects, serverSiteData, siteTree } from './siteData';
import { apiStaticProps } from './apiStaticProps';
import { apiIndex, apiNavigation } from '../api/serverData';
import { formatPostDate, isBlogPost } from '../core/blog';
import type { PageContent } from '../core/content';
import type { PostByline } from '../core/blog';
import { PostHeader } from '../blog/PostHeader';

/** A blog post's byline in a language; null for other pages. */
function postByline(pathname: string, page: PageContent, language: Language): PostByline | null {
  if (!isBlogPost(pathname) || !page.date) {
    return null;
  }
  return {
    dateTime: page.date.slice(0, 10),
    date: formatPostDate(page.date, language) ?? page.date.slice(0, 10),
    authors: page.authors ?? [],
    tags: page.tags ?? [],
  };
}

/** An area's tree with its API reference pages (generated from the packages' types) appended. */
function withApiPages(tree: readonly NavNode[], area: Area): NavNode[] {
  return [...tree, ...apiNavigation(area)];
}

/** Route params of every page of an area with content, for one language's route file. */
export function docsStaticPaths(tree: readonly NavNode[], area: Area, language: Language) {
  const skip = area === 'x' ? 1 : 0;
  const paths = flattenPages(siteTree(withApiPages(tree, area), area, language))
    .filter((page) => areaOfPath(page.pathname) === area)
    .map((page) => ({ params: { slug: pathSegments(page.pathname).slice(skip) } }));
  const redirectPaths = redirects
    .filter((redirect) => areaOfPath(redirect.from) === area)
    .map((redirect) => ({ params: { slug: pathSegments(redirect.from).slice(skip) } }));
  return { paths: [...paths, ...redirectPaths], fallback: false as const };
}

export interface DocsStaticPropsInput {
  tree: readonly NavNode[];
  area: Area;
  language: Language;
  slug: string[] | string | undefined;
  loadContent: () => Promise<ContentLoaders>;
}

/** Props of the pages outside the docs routes (home, 404): the language and its interface strings. */
export function basicPageProps(language: Language) {
  return { props: { language, messages: pageMessages(language, ['api', 'blog', 'demo', 'notFound']) } };
}

/** The server-only components every page body may need, and the site data they read (never sent to the browser). */
function setServerParts() {
  Object.assign(serverRender.parts, { mdxComponents, NavTree, PostHeader, site: serverSiteData });
}

/** Props of one page, in one language; also prepares its server render (MDX module, table of contents, tree, trail). */
export async function docsStaticProps({
  tree,
  area,
  language,
  slug,
  loadContent,
}: DocsStaticPropsInput): Promise<{ props: DocsRouteProps } | { notFound: true }> {
  const segments = [...(area === 'x' ? ['x'] : []), ...(Array.isArray(slug) ? slug : slug ? [slug] : [])];
  const pathname = toNavPath(`/${segments.join('/')}`);
  const redirect = findRedirect(redirects, pathname);
  if (redirect) {
    return { props: { redirectTo: navHref(redirect.to, language), language, messages: pageMessages(language, ['api', 'blog', 'demo', 'notFound']) } };
  }
  const localizedTree = siteTree(withApiPages(tree, area), area, language);
  const trail = findTrail(localizedTree, pathname);
  const apiEntry = apiIndex().get(pathname);
  if (apiEntry && areaOfPath(pathname) === area) {
    const { props, Content, toc } = apiStaticProps(apiEntry, localizedTree, trail, language);
    setServerParts();
    serverRender.pages.set(pathname, { language, Content, toc, tree: localizedTree, trail });
    return { props };
  }
  const page = contentIndex[pathname];
  const node = trail.at(-1);
  if (!page || !node || areaOfPath(pathname) !== area) {
    return { notFound: true };
  }
  const Content = await loadPageContent(await loadContent(), pathname);
  setServerParts();
  serverRender.pages.set(pathname, { language, Content, toc: nestHeadings(page.toc), tree: localizedTree, trail });

  const { prev, next } = getPrevNext(readingOrder(localizedTree, pathname), pathname);
  const post = postByline(pathname, page, language);
  const searchName = overviewName(trail);
  const link = (target: typeof prev) => target && { pathname: navHref(target.pathname, language), title: target.title };
  return {
    props: {
      pathname,
      language,
      title: language === 'en' && page.title ? page.title : localizedTitle(node, language),
      description: page.description,
      hasToc: page.toc.length > 0,
      prev: link(prev),
      next: link(next),
      editUrl: editUrl(docsConfig, page.file),
      version: `v${DOCUMENTED_VERSIONS[area]}`,
      section: sectionPath(trail),
      plan: node.plan ?? null,
      messages: pageMessages(language, ['api', 'notFound', ...(post ? [] : ['blog' as const]), ...(page.demos ? [] : ['demo' as const])]),
      ...(post ? { post } : {}),
      ...(searchName ? { searchName } : {}),
    },
  };
}
