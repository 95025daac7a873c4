import * as React from 'react';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  createEmotionCache,
  documentGetInitialProps,
  DocumentHeadTags,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { documentLanguage, SPECULATION_RULES, THEME_COLORS } from '../src/core/head';
import { GLOBAL_CSS } from '../src/layout';
import {
  CSS_LAYER_ORDER,
  CSS_LAYER_ORDER_ID,
  inMuiLayer,
  LAYERED_STYLIS_PLUGINS,
  putStylesInMuiLayer,
  SSR_STYLES_ATTRIBUTE,
  STYLIS_PLUGINS,
} from '../src/providers';
import { pageUsesCssLayers } from '../src/site';
// `PREFERENCES_SCRIPT` (src/core/preferencesScript.ts), minified by `npm run generate`.
import preferences from '../.generated/preferences-script.json';

/** `layered`: whether the page has cascade layers (src/providers/cssLayers.ts). */
type Props = DocumentProps & DocumentHeadTagsProps & { lang: string; dir: 'ltr' | 'rtl'; layered: boolean };

/**
 * The server render's Emotion style elements, marked so that no cache in the browser moves them (Chrome restyles the
 * whole page for each style element that moves; see `src/providers/emotionCache.ts`): the components' styles carry
 * their ids in `data-emotion-ssr`, which only the site's cache reads; global styles keep `data-emotion` (Emotion's
 * `<Global>` finds its own by it) with `data-s`, which tells `@emotion/react`'s default cache to leave them alone.
 */
function serverStyleTags(tags: DocumentHeadTagsProps['emotionStyleTags']): React.ReactElement[] {
  return tags
    .filter((tag) => React.isValidElement<Record<string, unknown>>(tag))
    .map((tag) => {
      const { 'data-emotion': emotion, ...props } = tag.props as Record<string, unknown>;
      return typeof emotion === 'string' && emotion.startsWith('mui ')
        ? React.createElement('style', { ...props, key: tag.key, [SSR_STYLES_ATTRIBUTE]: emotion })
        : React.cloneElement(tag, { 'data-s': '' });
    });
}

export default class DocsDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext) {
    const asPath = ctx.asPath ?? '/';
    // Material UI's styles in `@layer mui` only on a page whose demos need layers (src/providers/cssLayers.ts).
    const layered = pageUsesCssLayers(asPath);
    const emotionCache = layered
      ? putStylesInMuiLayer(createEmotionCache({ key: 'mui', stylisPlugins: LAYERED_STYLIS_PLUGINS }))
      : createEmotionCache({ key: 'mui', stylisPlugins: STYLIS_PLUGINS });
    const initialProps = await documentGetInitialProps(ctx, { emotionCache });
    return { ...initialProps, ...documentLanguage(asPath), layered };
  }

  render() {
    const { lang, dir, emotionStyleTags, layered } = this.props;
    return (
      <Html lang={lang} dir={dir}>
        <Head>
          {/* On a page with layers, declared first so the layer order holds whatever order styles arrive in. */}
          {layered && <style id={CSS_LAYER_ORDER_ID} dangerouslySetInnerHTML={{ __html: CSS_LAYER_ORDER }} />}
          {/* Baseline and site-wide element styles, built from the theme at build time (src/layout/globalCss.ts). */}
          <style id="docs-global" dangerouslySetInnerHTML={{ __html: inMuiLayer(GLOBAL_CSS, layered) }} />
          <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
          <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          <DocumentHeadTags emotionStyleTags={serverStyleTags(emotionStyleTags)} />
          {/* No paint of a half-parsed frame: rendering waits until the parser reaches the main column, so the app
              bar and the navigation never move when their last parts arrive (a layout shift on slow networks and
              busy CPUs). A page without it renders once parsing ends. */}
          <link rel="expect" href="#main-content" blocking="render" />
          {/* Prerenders the page behind a link the reader points at (src/core/head.ts). */}
          <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
        </Head>
        <body>
          {/* Colour mode, direction, density and code preferences, applied before the first paint. */}
          <script dangerouslySetInnerHTML={{ __html: preferences.script }} />
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
