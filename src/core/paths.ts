/**
 * Path rules shared by routes, navigation and content lookup.
 * Navigation stores pathnames without a trailing slash (`/getting-started/installation`);
 * exported URLs always end with one (`/getting-started/installation/`).
 */

export type Area = 'main' | 'x';

/**
 * Blog posts live under `/blog/`; the index is `/blog` itself. (Here rather than in `blog.ts`: the frame's head
 * tags need it, and this module is in every page's JavaScript already.)
 */
export const BLOG_PATH = '/blog';

/** The blog's RSS feed, written after the export (`build/site-files.ts`). */
export const BLOG_FEED_PATH = '/feed/blog/rss.xml';

/** Whether a navigation target leaves the site, e.g. `https://github.com/...`. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Drop query and hash: `/a/b/?x=1#h` becomes `/a/b/`. */
export function stripQueryAndHash(asPath: string): string {
  const end = asPath.search(/[?#]/);
  return end === -1 ? asPath : asPath.slice(0, end);
}

/** Canonical form of a site path, with one leading and one trailing slash: `a/b` becomes `/a/b/`. */
export function toUrlPath(pathname: string): string {
  const trimmed = stripQueryAndHash(pathname)
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Navigation form of a site path, without a trailing slash: `/a/b/` becomes `/a/b`. */
export function toNavPath(pathname: string): string {
  const url = toUrlPath(pathname);
  return url === '/' ? '/' : url.slice(0, -1);
}

/** The area a path belongs to: everything under `/x/` is the advanced components area. */
export function areaOfPath(pathname: string): Area {
  const nav = toNavPath(pathname);
  return nav === '/x' || nav.startsWith('/x/') ? 'x' : 'main';
}

/** Path segments of a page, as a catch-all route receives them: `/x/introduction` gives `['x', 'introduction']`. */
export function pathSegments(pathname: string): string[] {
  return toNavPath(pathname).split('/').filter(Boolean);
}

/**
 * The MDX file of a page, relative to `data/`: each page owns a folder named like its path,
 * holding `<last segment>.mdx` and its demos. `/getting-started/installation` gives
 * `getting-started/installation/installation.mdx`.
 */
export function contentFileOfPath(pathname: string): string {
  const segments = pathSegments(pathname);
  if (segments.length === 0) {
    throw new Error(
      'contentFileOfPath: the home page has no MDX file; pass a docs page path such as /getting-started/installation.',
    );
  }
  return `${segments.join('/')}/${segments[segments.length - 1]}.mdx`;
}

/**
 * The source of a page's demo `name` (`<Demo name="X" />`): `X.tsx` in the folder of the page's MDX file, whatever
 * that file's path is relative to (`data/…/bars.mdx` gives `data/…/X.tsx`).
 */
export function demoFileOfPage(mdxFile: string, name: string): string {
  return `${mdxFile.slice(0, mdxFile.lastIndexOf('/') + 1)}${name}.tsx`;
}

/** Whether a navigation target points at a heading of a page (`/x/react-charts/#planned-charts`). */
export function isAnchorHref(href: string): boolean {
  return !isExternalHref(href) && href.includes('#');
}

/** The page part of a site link: `/x/react-charts/#planned` gives `/x/react-charts`. */
export function pageOfHref(href: string): string {
  return toNavPath(href.split('#')[0]);
}

/** Whether a path is the component playground (`/playground/` and below), which renders without reader settings. */
export function isPlaygroundPath(pathname: string): boolean {
  return /^\/playground(\/|$)/.test(pathname);
}

/** Whether a path is an API reference page: `/api/…`, `/x/api/…`, or mui.com's `/api-docs/…` (the title tables' form). */
export function isApiPath(pathname: string): boolean {
  return /^(\/x)?\/api(-docs)?\//.test(pathname);
}
