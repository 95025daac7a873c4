import type * as React from 'react';
import type { MDXComponents } from 'mdx/types';
import type { NavTreeProps } from '../layout/NavTree';
import type { PostHeaderProps } from '../blog/PostHeader';
import type { PageContent } from '../routes/contentTypes';

/** What the server render knows of the whole site, for components of page bodies (lists of pages, links). */
export interface ServerSiteData {
  /** The content of a page with an MDX file. */
  page(pathname: string): PageContent | undefined;
  /** Whether a path is a page of the navigation whose content is not written yet (links to it show as text). */
  isUnwritten(pathname: string): boolean;
}

/**
 * Components that render only inside `StaticMarkup`, on the server. `getStaticProps` registers them (its imports
 * are stripped from the browser bundle), so their code never reaches the browser: the page body's MDX components
 * (demo frames, code blocks, headings…), the navigation tree and a post's byline; and the site data they read.
 */
export const serverOnly: {
  mdxComponents: MDXComponents | null;
  NavTree: React.ComponentType<NavTreeProps> | null;
  /** A blog post's byline (date, authors, tags). */
  PostHeader: React.ComponentType<PostHeaderProps> | null;
  site: ServerSiteData | null;
} = { mdxComponents: null, NavTree: null, PostHeader: null, site: null };
