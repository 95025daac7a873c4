// The search's door: the app bar's button (the dialog loads on demand).
export { SearchButton } from './SearchButton';
