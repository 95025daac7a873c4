import { once } from '../islands';

/** The dialog's frame: built once the page is idle, or at the first opening. */
export const loadSearchFrame = once(() => import('./buildFrame'));
/** The results, Pagefind's client and the index load the first time search opens, never with the page. */
export const loadSearchResults = once(() => import('./SearchResults'));
