import { isExternalHref, titleFromPath, toNavPath } from './paths';

export type Plan = 'pro' | 'premium';

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
  if (isExternalHref(node.pathname)) {
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

/** Whether a group contains the page at a path, at any depth. */
export function containsPath(node: NavNode, pathname: string): boolean {
  const target = toNavPath(pathname);
  return (node.children ?? []).some(
    (child) =>
      (!isExternalHref(child.pathname) && toNavPath(child.pathname) === target) || containsPath(child, target),
  );
}

/** Fails with the duplicated path when a tree lists a page twice (the tree is the route table). */
export function assertUniquePages(tree: readonly NavNode[]): void {
  const seen = new Set<string>();
  for (const page of flattenPages(tree)) {
    if (seen.has(page.pathname)) {
      throw new Error(`Navigation lists ${page.pathname} twice; each page appears once in data/pages.ts or data/x/pages.ts.`);
    }
    seen.add(page.pathname);
  }
}
