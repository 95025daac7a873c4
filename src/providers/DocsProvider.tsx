import * as React from 'react';
import type { DocsConfig } from '../core/config';
import { DEFAULT_LANGUAGE, type Language } from '../core/i18n';
import type { PageMessages } from '../core/page';
import { DocsConfigContext } from './docsContext';
import { CodePreferencesProvider } from './CodePreferencesProvider';
import type { EmotionCache } from '@emotion/cache';
import { DocsThemeProvider } from './DocsThemeProvider';
import { ThemeSettingsProvider } from './ThemeSettingsProvider';

export interface DocsProviderProps {
  config: DocsConfig;
  /** The reader's language, from the exported route. */
  language?: Language;
  messages?: PageMessages;
  /** Reader settings (density, direction); off for the playground, which shows a component as it is. */
  withSettings?: boolean;
  /** The server render's Emotion cache, from `_document`. */
  emotionCache?: EmotionCache;
  children: React.ReactNode;
}

/**
 * The shared client layer every page renders in: docs configuration, the reader's language and interface
 * strings, code preferences, theme settings, and the theme and Emotion cache. (The ad block's configuration is a
 * feature's own provider, `AdProvider`, which `_app` puts inside this one.)
 */
export function DocsProvider({
  config,
  language = DEFAULT_LANGUAGE,
  messages,
  withSettings = true,
  emotionCache,
  children,
}: DocsProviderProps) {
  const value = React.useMemo(() => ({ config, language, messages: messages ?? {} }), [config, language, messages]);
  const parent = React.useContext(DocsConfigContext);
  if (parent) {
    // A nested provider (a page bringing its own strings) overrides the values only.
    return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
  }
  return (
    <DocsConfigContext.Provider value={value}>
      <StyleProviders withSettings={withSettings} emotionCache={emotionCache}>
        {children}
      </StyleProviders>
    </DocsConfigContext.Provider>
  );
}

/**
 * What `DocsProvider` adds to the strings for components that render with styles: code preferences, theme settings
 * (unless `withSettings` is false), and the theme with its Emotion cache.
 */
function StyleProviders({
  withSettings = true,
  emotionCache,
  children,
}: Pick<DocsProviderProps, 'withSettings' | 'emotionCache' | 'children'>) {
  return (
    <CodePreferencesProvider>
      {withSettings ? (
        <ThemeSettingsProvider>
          <DocsThemeProvider emotionCache={emotionCache}>{children}</DocsThemeProvider>
        </ThemeSettingsProvider>
      ) : (
        <DocsThemeProvider emotionCache={emotionCache}>{children}</DocsThemeProvider>
      )}
    </CodePreferencesProvider>
  );
}

export { useDocsConfig, useTranslate, useUserLanguage } from './docsContext';
