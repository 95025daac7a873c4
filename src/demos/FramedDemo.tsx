import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../core/preferences';
import { docsTheme } from '../providers';
import { followHtmlAttributes } from '../utils';

/**
 * A demo rendered inside an iframe of its own, for components that position themselves on the viewport
 * (app bars, drawers, snackbars): its styles go into the iframe's head through an Emotion cache of its own,
 * and its colour scheme follows the page's.
 */
export function FramedDemo({ iframe, children }: { iframe: HTMLIFrameElement; children: React.ReactNode }) {
  const [frameDocument, setFrameDocument] = React.useState<Document | null>(null);
  React.useEffect(() => {
    const doc = iframe.contentDocument;
    if (!doc) {
      return undefined;
    }
    const html = doc.documentElement;
    html.lang = document.documentElement.lang;
    html.dir = document.documentElement.dir;
    // Follow the page's colour scheme as the reader switches it.
    const stop = followHtmlAttributes([COLOR_SCHEME_ATTRIBUTE], () => {
      const scheme = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
      if (scheme) {
        html.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
      }
    });
    setFrameDocument(doc);
    return stop;
  }, [iframe]);
  const cache = React.useMemo(
    () => (frameDocument ? createCache({ key: 'framed-demo', container: frameDocument.head, prepend: true }) : null),
    [frameDocument],
  );
  if (!frameDocument || !cache) {
    return null;
  }
  return createPortal(
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={docsTheme}
        documentNode={frameDocument}
        colorSchemeNode={frameDocument.documentElement}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>,
    frameDocument.body,
  );
}
