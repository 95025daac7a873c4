export { DocsProvider, useDocsConfig, useTranslate, useUserLanguage } from './DocsProvider';
export type { PageMessages } from '../core/page';
export { docsTheme, CSS_LAYER_ORDER } from './theme';
export { CodePreferencesProvider, useCodePreferences } from './CodePreferencesProvider';
export { ThemeSettingsProvider, useThemeSettings } from './ThemeSettingsProvider';
export { DemoThemeProvider, DocsThemeProvider } from './DocsThemeProvider';
export { SSR_STYLES_ATTRIBUTE } from './emotionCache';
export { STYLIS_PLUGINS } from './emotionPrefixer';
