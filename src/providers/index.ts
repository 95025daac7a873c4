export { DocsProvider } from './DocsProvider';
export {
  DocsConfigContext,
  translator,
  useDocsConfig,
  useTranslate,
  useUserLanguage,
  type DocsContextValue,
} from './docsContext';
export type { PageMessages } from '../core/page';
export { docsTheme } from './theme';
export { CSS_LAYER_ORDER, CSS_LAYER_ORDER_ID, inMuiLayer, putStylesInMuiLayer } from './cssLayers';
export { CodePreferencesProvider, useCodePreferences } from './CodePreferencesProvider';
export { ThemeSettingsProvider, useThemeSettings } from './ThemeSettingsProvider';
export { DemoThemeProvider, DocsThemeProvider } from './DocsThemeProvider';
export { SSR_STYLES_ATTRIBUTE } from './emotionCache';
export { LAYERED_STYLIS_PLUGINS, STYLIS_PLUGINS } from './emotionPrefixer';
