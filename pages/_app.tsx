import * as React from 'react';
import type { AppProps } from 'next/app';
import type { EmotionCache } from '@emotion/cache';
import { useAnalytics } from '../src/analytics';
import { useOfflineSupport } from '../src/offline';
import { docsConfig } from '../src/config';
import { isLanguage } from '../src/core/i18n';
import { isPlaygroundPath } from '../src/core/paths';
import { DocsConfigContext, DocsProvider, type PageMessages } from '../src/providers';
import { AdProvider } from '../src/ads';
import { serverRender } from '../src/islands';

type PageProps = { language?: unknown; messages?: PageMessages };

export default function DocsApp({
  Component,
  pageProps,
  router,
  emotionCache,
}: AppProps<PageProps> & { emotionCache?: EmotionCache }) {
  // Every route hands its language and interface strings down from getStaticProps.
  const language = isLanguage(pageProps.language) ? pageProps.language : 'en';
  const messages = pageProps.messages;
  const context = React.useMemo(
    () => ({ config: docsConfig, language, messages: messages ?? {} }),
    [language, messages],
  );
  useAnalytics(docsConfig.analytics.measurementId, router.events);
  useOfflineSupport(docsConfig.productionHost, router.events);
  // `<html data-hydrated="/path/">` once React has hydrated the page, or rendered it after a client-side navigation,
  // and every effect of that render has run (a parent's effect runs after its children's): the page now answers its
  // shortcuts and clicks. Tests wait for it; the router's readiness alone comes before hydration on a static page.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = window.location.pathname;
  }, [router.asPath]);
  const page = <Component {...pageProps} />;
  // The server renders every page with the site's theme and styles (and `npm run dev` in the browser too). The
  // exported site's browser keeps that markup (src/shell), so it needs only the configuration and the strings: the
  // theme, Emotion and MUI stay out of its bundle, and come with the islands that use them.
  if (typeof window === 'undefined' || process.env.NODE_ENV === 'development') {
    // The server's render also reads the strings that only its markup carries (never the props).
    const serverOnly = typeof window === 'undefined' ? serverRender.messages.get(language) : undefined;
    return (
      <DocsProvider
        config={docsConfig}
        language={language}
        messages={serverOnly ? { ...messages, ...serverOnly } : messages}
        withSettings={!isPlaygroundPath(router.pathname)}
        emotionCache={emotionCache}
      >
        <AdProvider>{page}</AdProvider>
      </DocsProvider>
    );
  }
  return <DocsConfigContext.Provider value={context}>{page}</DocsConfigContext.Provider>;
}
