// The search's door: the app bar's button (exported markup), its shortcut, and the loaders of the dialog's frame and
// of its results.
export { SearchButton } from './SearchButton';
export { isSearchShortcut } from './shortcut';
export { loadSearchFrame, loadSearchResults } from './loaders';
