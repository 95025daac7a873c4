import * as React from 'react';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { ApiPageBody } from '../core/api';
import type { PostByline } from '../core/blog';
import type { PageContent } from '../core/content';
import type { Language } from '../core/i18n';
import type { NavNode } from '../core/navigation';
import type { TocItem } from '../core/toc';

/** What the server render knows of the whole site, for components of page bodies (lists of pages, links). */
export interface ServerSiteData {
  /** The content of a page with an MDX file. */
  page(pathname: string): PageContent | undefined;
  /** Whether a path is a page of the navigation whose content is not written yet (links to it show as text). */
  isUnwritten(pathname: string): boolean;
}

/** What the server render of one docs page needs beyond its props: computed once by `getStaticProps`. */
export interface ServerPage {
  language: Language;
  /** The page's body: its compiled MDX, or an API page's data (rendered by `ApiContent`). */
  body: { mdx: MDXContent } | { api: ApiPageBody };
  /** Its table of contents (exported HTML, never in the props). */
  toc: TocItem[];
  /** Its area's navigation tree in its language (pages with content, titles translated). */
  tree: NavNode[];
  /** The nodes from the tree's root to the page's own; empty for a page outside the tree. */
  trail: NavNode[];
}

/**
 * Components that render only inside `StaticMarkup`, on the server, so their code never reaches the browser: the
 * page body's MDX components (demo frames, code blocks, headings…), the navigation tree and a post's byline; and the
 * site data they read.
 */
export interface ServerParts {
  mdxComponents: MDXComponents | null;
  ApiContent: React.ComponentType<ApiPageBody & { language: Language }> | null;
  NavTree: React.ComponentType<{ tree: readonly NavNode[]; activePath: string }> | null;
  PostHeader: React.ComponentType<{ byline: PostByline; labels: { authors: string; tags: string } }> | null;
  site: ServerSiteData | null;
}

/**
 * The one channel from `getStaticProps` to the server render of the same page (props must be serialisable and
 * reach the browser; these must not). The site model (`src/site`) sets each page and the site data, the docs
 * routes' `getStaticProps` (`routes/staticProps`) the components; the render reads it synchronously. In the
 * browser it stays empty: what reads it sits inside `StaticMarkup`, which keeps the exported HTML.
 */
export const serverRender: {
  parts: ServerParts;
  pages: Map<string, ServerPage>;
  /**
   * Per language, the strings only the server render reads (`isServerOnlyMessage`: the frame's, a demo toolbar's, the
   * page's actions): exported markup, never props. The server's `DocsProvider` has them beside the props' strings.
   */
  messages: Map<string, Record<string, string>>;
} = {
  parts: { mdxComponents: null, ApiContent: null, NavTree: null, PostHeader: null, site: null },
  pages: new Map(),
  messages: new Map(),
};

/** The page a body is rendered for, so components of the body (lists of child pages, the blog index) can find it. */
export const CurrentPageContext = React.createContext<string | null>(null);

/**
 * For components of a page body rendered on the server (`<PageList />`, `<BlogIndex />`): the page's language, its
 * area's navigation tree in that language, and the page's own node in it; null outside a docs page's body.
 */
export function useCurrentNavNode(): { language: Language; tree: NavNode[]; node: NavNode } | null {
  const pathname = React.useContext(CurrentPageContext);
  const page = pathname ? serverRender.pages.get(pathname) : undefined;
  const node = page?.trail.at(-1);
  return page && node ? { language: page.language, tree: page.tree, node } : null;
}
