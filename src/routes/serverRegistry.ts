import type { MDXContent } from 'mdx/types';
import type { NavNode } from '../core/navigation';
import type { TocItem } from '../core/toc';

/**
 * What `getStaticProps` prepares for the server render of a page and the render then reads synchronously:
 * MDX components and tables of contents by page path, and each area's navigation tree per language (filtered and
 * titled). All stay on the server; the browser keeps the exported markup instead.
 */
export const serverContent = new Map<string, MDXContent>();

export const serverTrees = new Map<string, NavNode[]>();

/** Each page's table of contents by page path: exported HTML, never in the page's props. */
export const serverTocs = new Map<string, TocItem[]>();

export function treeKey(area: string, language: string): string {
  return `${area}:${language}`;
}
