/**
 * The inventory: each area's navigation as `data/` writes it (`data/pages.ts`, `data/x/pages.ts`), every page of
 * `../shared/routes` whether written or not. The site's trees (`navigation.ts`) start from it; the route checks
 * read it alone, so they run before anything is generated.
 */
import { pages as mainPages } from '../../data/pages';
import { pages as xPages } from '../../data/x/pages';
import type { NavNode } from '../core/navigation';
import type { Area } from '../core/paths';

/** An area's navigation as written in `data/`. */
export function inventoryTree(area: Area): readonly NavNode[] {
  return area === 'x' ? xPages : mainPages;
}
