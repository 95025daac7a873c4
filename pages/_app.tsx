import type { AppProps } from 'next/app';
import type { EmotionCache } from '@emotion/cache';
import { useAnalytics } from '../src/analytics/useAnalytics';
import { useOfflineSupport } from '../src/offline/useOfflineSupport';
import { docsConfig } from '../src/config';
import { isLanguage } from '../src/core/i18n';
import { isPlaygroundPath } from '../src/core/paths';
import { DocsProvider, type PageMessages } from '../src/providers';

type PageProps = { language?: unknown; messages?: PageMessages };

export default function DocsApp({ Component, pageProps, router, emotionCache }: AppProps<PageProps> & { emotionCache?: EmotionCache }) {
  // Every route hands its language and interface strings down from getStaticProps.
  const language = isLanguage(pageProps.language) ? pageProps.language : 'en';
  useAnalytics(docsConfig.analytics.measurementId, router.events);
  useOfflineSupport(docsConfig.productionHost, router.events);
  return (
    <DocsProvider
      config={docsConfig}
      language={language}
      messages={pageProps.messages}
      withSettings={!isPlaygroundPath(router.pathname)}
      emotionCache={emotionCache}
    >
      <Component {...pageProps} />
    </DocsProvider>
  );
}
