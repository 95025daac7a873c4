import { once } from '../islands';

/** The dialog, Pagefind's client and the index load the first time search opens, never with the page. */
export const loadSearchDialog = once(() => import('./SearchDialog'));
