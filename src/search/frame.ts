/** The search dialog's frame (built by `buildSearchFrame`), as the shell and the results' code find it. */
export const SEARCH_DIALOG_ID = 'docs-search';
/** The results' listbox: the field names it (`aria-controls`) from the start. */
export const SEARCH_RESULTS_ID = 'search-results';
/** Where a search looks: everywhere, Material UI's pages or MUI X's (the `value` of each filter button). */
export const SEARCH_AREAS = ['all', 'main', 'x'] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

/** The area a filter button's value names, or null for anything else (a button of another kind, no button). */
export function parseSearchArea(value: string | undefined): SearchArea | null {
  return SEARCH_AREAS.find((area) => area === value) ?? null;
}
