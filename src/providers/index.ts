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
export {
  CSS_LAYER_ORDER,
  CSS_LAYER_ORDER_ID,
  inMuiLayer,
  LAYERED_STYLIS_PLUGINS,
  putStylesInMuiLayer,
} from './cssLayers';
export { CodePreferencesProvider, useCodePreferences } from './CodePreferencesProvider';
export { ThemeSettingsProvider, useThemeSettings } from './ThemeSettingsProvider';
export { DemoThemeProvider, DocsThemeProvider } from './DocsThemeProvider';
export { SSR_STYLES_ATTRIBUTE } from './emotionCache';
export { STYLIS_PLUGINS } from './emotionPrefixer';
