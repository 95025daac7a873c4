export { DocsProvider, useDocsConfig } from './DocsProvider';
export { docsTheme, COLOR_SCHEME_ATTRIBUTE, CSS_LAYER_ORDER, THEME_COLORS } from './theme';
