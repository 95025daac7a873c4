// The API pages' door: the body (server only, registered by the routes) and the view switches' behaviour.
export { ApiContent, type ApiContentProps } from './ApiContent';
export { useApiViews } from './useApiViews';
