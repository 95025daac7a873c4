export { DocsProvider, useDocsConfig, useTranslate, useUserLanguage } from './DocsProvider';
export type { PageMessages } from '../core/page';
export { docsTheme, COLOR_SCHEME_ATTRIBUTE, CSS_LAYER_ORDER, THEME_COLORS } from './theme';
export { PREFERENCES_SCRIPT } from './preferencesScript';
export { CodePreferencesProvider, useCodePreferences } from './CodePreferencesProvider';
export { ThemeSettingsProvider, useThemeSettings } from './ThemeSettingsProvider';
export { DemoThemeProvider, DocsThemeProvider } from './DocsThemeProvider';
