// The search's door: the app bar's button (exported markup), its shortcut, and the dialog's loader.
export { SearchButton } from './SearchButton';
export { isSearchShortcut } from './shortcut';
export { loadSearchDialog } from './loaders';
