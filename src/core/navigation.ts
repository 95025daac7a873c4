import { localizePath, type Language } from './i18n';
import { isAnchorHref, isExternalHref, pageOfHref, toNavPath, toUrlPath } from './paths';
import { titleFromPath } from './titles';

export type { Plan } from './facts/plans.mjs';
import type { Plan } from './facts/plans.mjs';

/** One entry of a navigation tree (`data/pages.ts`, `data/x/pages.ts`). */
export interface NavNode {
  /** Site path without trailing slash (`/getting-started/installation`), or an external URL. */
  pathname: string;
  /** Shown title; derived from the path when absent. */
  title?: string;
  children?: NavNode[];
  /** A group shown as a fixed subheader instead of a collapsible item. */
  subheader?: boolean;
  /** A group that is also a page of its own (a landing page listing its children). */
  page?: boolean;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /** A section reached from the app bar rather than the drawer (the blog): a route, not listed in the drawer. */
  hidden?: boolean;
}

/** A page in navigation order, with what the frame needs to render it. */
export interface NavPage {
  pathname: string;
  title: string;
}

/** Title of a navigation node: its own, else the one derived from its path. */
export function nodeTitle(node: NavNode): string {
  return node.title ?? titleFromPath(node.pathname);
}

/** Whether a node is a page of the site (not an outbound link, not a pure group). */
export function isPageNode(node: NavNode): boolean {
  if (isExternalHref(node.pathname) || isAnchorHref(node.pathname)) {
    return false;
  }
  return !node.children || node.children.length === 0 || node.page === true;
}

/** Every page of a tree in reading order (depth first, a group page before its children). */
export function flattenPages(tree: readonly NavNode[]): NavPage[] {
  const pages: NavPage[] = [];
  const walk = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (isPageNode(node)) {
        pages.push({ pathname: node.pathname, title: nodeTitle(node) });
      }
      if (node.children) {
        walk(node.children);
      }
    }
  };
  walk(tree);
  return pages;
}

/**
 * The chain of nodes from the root to the node of a path, or an empty list when the path is not in the tree.
 * The last element is the page itself; the others are its groups (used for breadcrumbs and open groups).
 */
export function findTrail(tree: readonly NavNode[], pathname: string): NavNode[] {
  const target = toNavPath(pathname);
  for (const node of tree) {
    if (!isExternalHref(node.pathname) && toNavPath(node.pathname) === target && isPageNode(node)) {
      return [node];
    }
    if (node.children) {
      const rest = findTrail(node.children, target);
      if (rest.length > 0) {
        return [node, ...rest];
      }
    }
  }
  return [];
}

/**
 * Where a page sits, for search results: the titles of its groups, fixed subheaders left out, joined with "›"
 * (`Data Grid › Filtering` for a page inside the Filtering group); empty for a top-level page.
 */
export function sectionPath(trail: readonly NavNode[]): string {
  return trail
    .slice(0, -1)
    .filter((node) => !node.subheader)
    .map((node) => nodeTitle(node))
    .join(' › ');
}

/**
 * The name a group's overview page answers to in search: the group's title. In the `/x/` tree a product or
 * feature group `/x/react-data-grid-group` ("Data Grid") opens with its overview page `/x/react-data-grid`,
 * titled only "Overview", so a search for "data grid" would otherwise not know that page is the Data Grid's.
 * Null for any other page.
 */
export function overviewName(trail: readonly NavNode[]): string | null {
  const [group, page] = trail.slice(-2);
  return page && group.pathname === `${page.pathname}-group` ? nodeTitle(group) : null;
}

/** The pages before and after a path in reading order; null at either end or for an unknown path. */
export function getPrevNext(
  pages: readonly NavPage[],
  pathname: string,
): { prev: NavPage | null; next: NavPage | null } {
  const target = toNavPath(pathname);
  const index = pages.findIndex((page) => page.pathname === target);
  if (index === -1) {
    return { prev: null, next: null };
  }
  return { prev: pages[index - 1] ?? null, next: pages[index + 1] ?? null };
}

/**
 * The pages a page's previous and next links walk through: the drawer's pages in order, or, for a page of a
 * hidden section (the blog), that section's own pages (the index, then the posts, newest first).
 */
export function readingOrder(tree: readonly NavNode[], pathname: string): NavPage[] {
  const hiddenSection = findTrail(tree, pathname).find((node) => node.hidden);
  if (hiddenSection) {
    return flattenPages([{ ...hiddenSection, hidden: undefined }]);
  }
  return flattenPages(withoutHidden(tree));
}

/** The tree as the drawer shows it: hidden sections left out. */
export function withoutHidden(tree: readonly NavNode[]): NavNode[] {
  return tree
    .filter((node) => !node.hidden)
    .map((node) => (node.children ? { ...node, children: withoutHidden(node.children) } : node));
}

/** Where a navigation entry links to, in a language: `/zh/x/introduction/`, `/x/react-charts/#planned`, or the outbound URL. */
export function navHref(pathname: string, language: Language): string {
  if (isExternalHref(pathname)) {
    return pathname;
  }
  const [page, hash] = pathname.split('#');
  return `${localizePath(toUrlPath(page), language)}${hash === undefined ? '' : `#${hash}`}`;
}

/** Whether a group contains the page at a path, at any depth. */
export function containsPath(node: NavNode, pathname: string): boolean {
  const target = toNavPath(pathname);
  return (node.children ?? []).some(
    (child) => (!isExternalHref(child.pathname) && toNavPath(child.pathname) === target) || containsPath(child, target),
  );
}

/** Fails with the duplicated path when a tree lists a page twice (the tree is the route table). */
export function assertUniquePages(tree: readonly NavNode[]): void {
  const seen = new Set<string>();
  for (const page of flattenPages(tree)) {
    if (seen.has(page.pathname)) {
      throw new Error(
        `Navigation lists ${page.pathname} twice; each page appears once in data/pages.ts or data/x/pages.ts.`,
      );
    }
    seen.add(page.pathname);
  }
}

/**
 * The tree without pages that have no content yet: a group left with no children disappears, and a group
 * page without content stays as a plain group. No link of the drawer can then lead to a missing page.
 */
export function filterTree(tree: readonly NavNode[], hasContent: (pathname: string) => boolean): NavNode[] {
  return tree.flatMap((node): NavNode[] => {
    if (isExternalHref(node.pathname)) {
      return [node];
    }
    if (!node.children || node.children.length === 0) {
      // A link to a heading stays while its page exists.
      return hasContent(isAnchorHref(node.pathname) ? pageOfHref(node.pathname) : node.pathname) ? [node] : [];
    }
    const children = filterTree(node.children, hasContent);
    const isPage = node.page === true && hasContent(node.pathname);
    if (children.length === 0) {
      return isPage ? [{ ...node, children: undefined, page: undefined }] : [];
    }
    return [{ ...node, children, page: isPage || undefined }];
  });
}

/** Apply a function to every node's title, keeping the tree's shape (used to put titles in a language). */
export function mapTitles(tree: readonly NavNode[], title: (node: NavNode) => string): NavNode[] {
  return tree.map((node) => ({
    ...node,
    title: title(node),
    ...(node.children ? { children: mapTitles(node.children, title) } : {}),
  }));
}
