import * as React from 'react';
import type { DocsConfig } from '../core/config';
import type { Language } from '../core/i18n';
import type { PageMessages } from '../core/page';
import { interpolate } from '../core/facts/text.mjs';
import { useRequiredContext } from '../utils';

/**
 * The docs configuration, the reader's language and the page's interface strings. This module carries no theme
 * and no Emotion: the browser's page shell provides it without them, and `DocsProvider` adds them where components
 * render with styles (the server render, and the islands that load on demand).
 */
export interface DocsContextValue {
  config: DocsConfig;
  language: Language;
  messages: PageMessages;
}

export const DocsConfigContext = React.createContext<DocsContextValue | null>(null);

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

/** `t(key, values?)` over a page's interface strings; a key the build did not provide reads as the key itself. */
export function translator(messages: PageMessages): (key: string, values?: Record<string, string>) => string {
  return (key, values) => {
    const text = messages[key] ?? key;
    return values ? interpolate(text, values) : text;
  };
}

/**
 * `t(key, values?)` over the page's interface strings: `t('footer.next')`, `t('appFrame.version', { version })`.
 * A key the build did not provide reads as the key itself.
 */
export function useTranslate(): (key: string, values?: Record<string, string>) => string {
  const { messages } = useDocsContext();
  return React.useMemo(() => translator(messages), [messages]);
}
