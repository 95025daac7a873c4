import * as React from 'react';
import { findTrail, type NavNode } from '../core/navigation';
import type { Language } from '../core/i18n';
import { areaOfPath } from '../core/paths';
import { serverTrees, treeKey } from '../routes/serverRegistry';
import { CurrentPageContext } from './CurrentPage';

/**
 * For components of a page body rendered on the server (`<PageList />`, `<BlogIndex />`): the page's language, its
 * area's navigation tree in that language, and the page's own node in it; null outside a docs page's body.
 */
export function useCurrentNavNode(): { language: Language; tree: NavNode[]; node: NavNode } | null {
  const current = React.useContext(CurrentPageContext);
  const tree = current ? serverTrees.get(treeKey(areaOfPath(current.pathname), current.language)) : undefined;
  const node = current && tree ? findTrail(tree, current.pathname).at(-1) : undefined;
  return current && tree && node ? { language: current.language, tree, node } : null;
}
