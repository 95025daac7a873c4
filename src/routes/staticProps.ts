/**
 * Build-time route data of docs pages (server only: used from `getStaticPaths` / `getStaticProps`).
 * Everything a page shows is computed here once and handed to the page as props.
 */
import contentIndexJson from '../../.generated/content-index.json';
import { editUrl } from '../core/config';
import { findTrail, flattenPages, getPrevNext, nodeTitle, type NavNode } from '../core/navigation';
import { areaOfPath, pathSegments, toNavPath, type Area } from '../core/paths';
import { nestHeadings } from '../core/toc';
import { docsConfig, DOCUMENTED_VERSIONS } from '../config';
import type { ContentIndex } from './contentTypes';
import type { DocsPageProps } from './DocsPage';

const contentIndex = contentIndexJson as ContentIndex;

/** Route params of every page of an area; `prefix` is the part of the path the route file already has (`x` for `pages/x/`). */
export function docsStaticPaths(tree: readonly NavNode[], area: Area, prefix: string[] = []) {
  const paths = flattenPages(tree)
    .filter((page) => areaOfPath(page.pathname) === area)
    .map((page) => ({ params: { slug: pathSegments(page.pathname).slice(prefix.length) } }));
  return { paths, fallback: false as const };
}

/** Props of the page at `prefix + slug`: title, description, table of contents, prev/next and edit link. */
export function docsStaticProps(
  tree: readonly NavNode[],
  slug: string[] | string | undefined,
  prefix: string[] = [],
): { props: DocsPageProps } | { notFound: true } {
  const segments = [...prefix, ...(Array.isArray(slug) ? slug : slug ? [slug] : [])];
  const pathname = toNavPath(`/${segments.join('/')}`);
  const page = contentIndex[pathname];
  const node = findTrail(tree, pathname).pop();
  if (!page || !node) {
    return { notFound: true };
  }
  const area = areaOfPath(pathname);
  const { prev, next } = getPrevNext(flattenPages(tree), pathname);
  return {
    props: {
      pathname,
      title: page.title ?? nodeTitle(node),
      description: page.description,
      toc: nestHeadings(page.toc),
      prev,
      next,
      editUrl: editUrl(docsConfig, page.file),
      language: 'en',
      version: `v${DOCUMENTED_VERSIONS[area]}`,
    },
  };
}
