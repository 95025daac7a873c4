/**
 * Cascade layers, only on the pages whose demos need them.
 *
 * A page whose demo writes CSS with layers (a Tailwind stand-in in `@layer utilities`, a walk through layers) puts
 * Material UI's styles and the site's in `@layer mui` and declares the order below first, as an app set up that way
 * does (`enableCssLayer`): its demos then behave as the reader's app would. Every other page has no layers at all,
 * for one reason. In Chrome, on a page with cascade layers, a style sheet that joins the page anywhere but after the
 * last, or that has a later sheet than one newly added, has the browser rebuild its fonts and lay out every element
 * again (`StyleEngine::InvalidateStyleAndLayoutForFontUpdates`). A page's body holds sheets of its own, added while
 * demos hydrate: the Data Grid renders its CSS variables as a `<style>` inside each grid. With layers, each grid and
 * each style inserted after one laid out the whole page again: on `/x/react-data-grid/sorting/`, eight or nine
 * times, a fifth of the main thread's work while its demos start. Within one layer or with none, the cascade
 * between the site's styles and Material UI's is the same (specificity, then order).
 */

import type { EmotionCache } from '@emotion/cache';

/** The id of the `<style>` that declares the layer order, which only a page with layers has. */
export const CSS_LAYER_ORDER_ID = 'css-layer-order';

/** Order of the cascade layers of a page with layers, declared first in `<head>`. */
export const CSS_LAYER_ORDER = '@layer theme, docsearch, mui, utilities;';

/** `css` in the `mui` layer on a page with layers; as it is on the others. */
export function inMuiLayer(css: string, layered: boolean): string {
  return layered ? `@layer mui{${css}}` : css;
}

/** In the browser: whether this page has cascade layers (it declares their order). */
export function pageHasCssLayers(): boolean {
  return document.getElementById(CSS_LAYER_ORDER_ID) !== null;
}

/** A layer order statement (`@layer a, b;`), which stays outside any layer. */
const LAYER_ORDER_STATEMENT = /^@layer\s+[^{]*$/;

/**
 * Has `cache` put each style it inserts in the `mui` layer, as MUI's caches do with `enableCssLayer`, but on a copy
 * of the serialized style: MUI's own wrapper rewrites the object, and a style made once at module level (a component's
 * keyframes) would then carry the layer into every later cache, layered or not, and gain one more at each.
 */
export function putStylesInMuiLayer(cache: EmotionCache): EmotionCache {
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    insert(
      selector,
      LAYER_ORDER_STATEMENT.test(serialized.styles)
        ? serialized
        : { ...serialized, styles: `@layer mui {${serialized.styles}}` },
      sheet,
      shouldCache,
    );
  return cache;
}
