export { once, type SharedLoader } from './sharedLoader';
export { StaticMarkup } from './StaticMarkup';
export { serverOnly } from './serverOnly';
