export { DocsProvider, useDocsConfig, useTranslate, useUserLanguage, type PageMessages } from './DocsProvider';
export { docsTheme, COLOR_SCHEME_ATTRIBUTE, CSS_LAYER_ORDER, THEME_COLORS } from './theme';
