import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import enCatalog from '../translations/translations.json';
import zhCatalog from '../translations/translations-zh.json';
import { DEFAULT_DOCS_CONFIG, type DocsConfig } from '../src/core/config';
import type { Language } from '../src/core/i18n';
import { flattenMessages, type Messages } from '../src/core/translate';
import { AdProvider } from '../src/ads';
import { DocsProvider, docsTheme } from '../src/providers';

const { pages: _enPages, ...en } = enCatalog;
const { pages: _zhPages, ...zh } = zhCatalog;
const catalogs = { en: en as Messages, zh: zh as Messages };

/**
 * The providers every page renders in (`pages/_app`), with the real interface strings of a language: for rendering
 * a component or a page body outside the site build (unit tests, `npm run check:page`).
 */
export function PageProviders({
  children,
  language = 'en',
  config,
  emotionCache,
}: {
  children: React.ReactNode;
  language?: Language;
  config?: Partial<DocsConfig>;
  /** Needed when rendering outside a DOM (the server's render has its own cache, from `_document`). */
  emotionCache?: EmotionCache;
}) {
  return (
    <ThemeProvider theme={docsTheme}>
      <DocsProvider
        config={{ ...DEFAULT_DOCS_CONFIG, ...config }}
        language={language}
        messages={flattenMessages(catalogs, language)}
        emotionCache={emotionCache}
      >
        <AdProvider>{children}</AdProvider>
      </DocsProvider>
    </ThemeProvider>
  );
}
