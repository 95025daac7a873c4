import type { AppProps } from 'next/app';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { docsConfig } from '../src/config';
import { DocsGlobalStyles } from '../src/layout';
import { DocsProvider, docsTheme, type PageMessages } from '../src/providers';
import { isLanguage } from '../src/core/i18n';
import { isPlaygroundPath } from '../src/core/paths';

// In the browser one cache lives for the whole session; on the server `_document` passes a fresh one per page.
const clientEmotionCache = createEmotionCache({ key: 'mui', enableCssLayer: true });

type PageProps = { language?: unknown; messages?: PageMessages };

export default function DocsApp({ Component, pageProps, router, emotionCache }: AppProps<PageProps> & { emotionCache?: EmotionCache }) {
  // Every route hands its language and interface strings down from getStaticProps.
  const language = isLanguage(pageProps.language) ? pageProps.language : 'en';
  return (
    <CacheProvider value={emotionCache ?? clientEmotionCache}>
      <ThemeProvider theme={docsTheme} disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <DocsGlobalStyles />
        <DocsProvider
          config={docsConfig}
          language={language}
          messages={pageProps.messages}
          withSettings={!isPlaygroundPath(router.pathname)}
        >
          <Component {...pageProps} />
        </DocsProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
