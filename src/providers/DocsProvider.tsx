import * as React from 'react';
import type { DocsConfig } from '../core/config';
import { DEFAULT_LANGUAGE, type Language } from '../core/i18n';
import type { PageMessages } from '../core/page';
import { interpolate } from '../core/facts/text.mjs';
import { CodePreferencesProvider } from './CodePreferencesProvider';
import type { EmotionCache } from '@emotion/cache';
import { DocsThemeProvider } from './DocsThemeProvider';
import { ThemeSettingsProvider } from './ThemeSettingsProvider';
import { useRequiredContext } from '../utils';

interface DocsContextValue {
  config: DocsConfig;
  language: Language;
  messages: PageMessages;
}

const DocsConfigContext = React.createContext<DocsContextValue | null>(null);

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
      <CodePreferencesProvider>
        {withSettings ? (
          <ThemeSettingsProvider>
            <DocsThemeProvider emotionCache={emotionCache}>{children}</DocsThemeProvider>
          </ThemeSettingsProvider>
        ) : (
          <DocsThemeProvider emotionCache={emotionCache}>{children}</DocsThemeProvider>
        )}
      </CodePreferencesProvider>
    </DocsConfigContext.Provider>
  );
}

function useDocsContext(): DocsContextValue {
  return useRequiredContext(DocsConfigContext, 'useDocsConfig', 'DocsProvider');
}

/** The docs configuration; throws when rendered outside `<DocsProvider>`. */
export function useDocsConfig(): DocsConfig {
  return useDocsContext().config;
}

/** The reader's language. */
export function useUserLanguage(): Language {
  return useDocsContext().language;
}

/**
 * `t(key, values?)` over the page's interface strings: `t('footer.next')`, `t('appFrame.version', { version })`.
 * A key the build did not provide reads as the key itself.
 */
export function useTranslate(): (key: string, values?: Record<string, string>) => string {
  const { messages } = useDocsContext();
  return React.useCallback(
    (key, values) => {
      const text = messages[key] ?? key;
      return values ? interpolate(text, values) : text;
    },
    [messages],
  );
}
