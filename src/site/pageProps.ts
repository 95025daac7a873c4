/**
 * What each route's `getStaticPaths` and `getStaticProps` return, computed once per page from the site model:
 * the page's props, and what its server render needs beyond them (its body, table of contents, tree and trail),
 * set in the server render's channel (`islands/serverRender`).
 */
import { editUrl } from '../core/config';
import { formatPostDate, isBlogPost, type PostByline } from '../core/blog';
import { loadPageContent, type ContentLoaders, type PageContent } from '../core/content';
import type { MDXContent } from 'mdx/types';
import type { Language } from '../core/i18n';
import { flattenPages, getPrevNext, navHref, overviewName, readingOrder } from '../core/navigation';
import type { DocsRouteProps } from '../core/page';
import { areaOfPath, pathSegments, toNavPath, type Area } from '../core/paths';
import { findRedirect } from '../core/redirects';
import { nestHeadings } from '../core/toc';
import { docsConfig, DOCUMENTED_VERSIONS } from '../config';
import { serverRender } from '../islands';
import { apiIndex } from './api';
import { apiStaticProps } from './apiPage';
import { contentIndex, localizedTitle, pageMessages, redirects, serverSiteData } from './data';
import { areaTree, pagePlace } from './navigation';

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

/** Route params of every page of an area with content, for one language's route file. */
export function docsStaticPaths(area: Area, language: Language) {
  const skip = area === 'x' ? 1 : 0;
  const paths = flattenPages(areaTree(area, language))
    .filter((page) => areaOfPath(page.pathname) === area)
    .map((page) => ({ params: { slug: pathSegments(page.pathname).slice(skip) } }));
  const redirectPaths = redirects
    .filter((redirect) => areaOfPath(redirect.from) === area)
    .map((redirect) => ({ params: { slug: pathSegments(redirect.from).slice(skip) } }));
  return { paths: [...paths, ...redirectPaths], fallback: false as const };
}

export interface DocsStaticPropsInput {
  area: Area;
  language: Language;
  slug: string[] | string | undefined;
  loadContent: () => Promise<ContentLoaders<MDXContent>>;
}

/** Props of the pages outside the docs routes (home, 404): the language and its interface strings. */
export function basicPageProps(language: Language) {
  return { props: { language, messages: pageMessages(language, ['api', 'blog', 'demo', 'notFound']) } };
}

/** Props of one page, in one language; also prepares its server render (MDX module, table of contents, tree, trail). */
export async function docsStaticProps({
  area,
  language,
  slug,
  loadContent,
}: DocsStaticPropsInput): Promise<{ props: DocsRouteProps } | { notFound: true }> {
  const segments = [...(area === 'x' ? ['x'] : []), ...(Array.isArray(slug) ? slug : slug ? [slug] : [])];
  const pathname = toNavPath(`/${segments.join('/')}`);
  const redirect = findRedirect(redirects, pathname);
  if (redirect) {
    return {
      props: {
        redirectTo: navHref(redirect.to, language),
        language,
        messages: pageMessages(language, ['api', 'blog', 'demo', 'notFound']),
      },
    };
  }
  const tree = areaTree(area, language);
  const { trail, section } = pagePlace(area, language, pathname);
  serverRender.parts.site = serverSiteData;
  const apiEntry = apiIndex().get(pathname);
  if (apiEntry && areaOfPath(pathname) === area) {
    const { props, body, toc } = apiStaticProps(apiEntry, tree, trail, language);
    serverRender.pages.set(pathname, {
      language,
      body: { api: body },
      toc,
      tree,
      trail,
    });
    return { props };
  }
  const page = contentIndex[pathname];
  const node = trail.at(-1);
  if (!page || !node || areaOfPath(pathname) !== area) {
    return { notFound: true };
  }
  const mdx = await loadPageContent(await loadContent(), pathname);
  serverRender.pages.set(pathname, {
    language,
    body: { mdx },
    toc: nestHeadings(page.toc),
    tree,
    trail,
  });

  const { prev, next } = getPrevNext(readingOrder(tree, pathname), pathname);
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
      section,
      plan: node.plan ?? null,
      messages: pageMessages(language, [
        'api',
        'notFound',
        ...(post ? [] : ['blog' as const]),
        ...(page.demos ? [] : ['demo' as const]),
      ]),
      ...(post ? { post } : {}),
      ...(searchName ? { searchName } : {}),
    },
  };
}
