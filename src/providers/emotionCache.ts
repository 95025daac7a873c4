import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import { pageHasCssLayers, putStylesInMuiLayer } from './cssLayers';

/**
 * The attribute of the server render's style elements (`data-emotion-ssr="mui <ids>"`, written by `_document`). Not
 * Emotion's own `data-emotion`: with it, creating a cache in the browser moves those elements into its sheet (and
 * `@emotion/react`'s default cache moves every one it finds into `<head>`). Chrome restyles the whole page when a
 * style element moves, which on a long page of demos cost a few hundred milliseconds of blocking time at each load.
 */
export const SSR_STYLES_ATTRIBUTE = 'data-emotion-ssr';

/**
 * The browser's Emotion cache for `key`, inserted after the server's styles, in the `mui` cascade layer on a page
 * with layers (`src/providers/cssLayers.ts`) and without layers elsewhere. Two things differ from a plain
 * cache, both for one reason: in Chrome, changing a style sheet already in the page when it has cascade layers
 * (a moved element, a rule inserted or text added) restyles every element, 25–30 ms on a page of 7,000 elements
 * at full CPU speed, while a complete `<style>` appended at the end of `<head>` restyles only what its rules match
 * (about 1 ms).
 * - The styles of the server render are known, not hydrated: their ids (from `data-emotion-ssr`) are marked
 *   inserted and their elements stay where they are.
 * - Each style inserted in the browser (all the rules of one component style at once) is a new, complete
 *   `<style data-emotion>` appended to `<head>`, never a rule added to an existing one.
 */
export function createAppendOnlyCache(options: Options & { key: string }): EmotionCache {
  const { key } = options;
  // It finds no element to hydrate (see SSR_STYLES_ATTRIBUTE).
  const cache = createCache(options);
  for (const element of document.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}^="${key} "]`)) {
    for (const id of element.getAttribute(SSR_STYLES_ATTRIBUTE)!.split(' ').slice(1)) {
      cache.inserted[id] = true;
    }
  }
  // Emotion's stylis writes the rules of one style through `sheet.insert`: they are kept, then appended as one element.
  // (A global style's own sheet, Emotion's <Global>, inserts its rules as Emotion made it.)
  let rules: string[] = [];
  cache.sheet.insert = (rule: string) => {
    rules.push(rule);
  };
  // On a page with layers, each style in the `mui` layer (src/providers/cssLayers.ts).
  if (pageHasCssLayers()) {
    putStylesInMuiLayer(cache);
  }
  const insert = cache.insert;
  cache.insert = (...args: Parameters<EmotionCache['insert']>) => {
    const result = insert(...args);
    if (rules.length > 0) {
      // (No nonce: the site's policy allows inline styles, `src/core/securityHeaders.ts`.)
      const style = document.createElement('style');
      style.setAttribute('data-emotion', key);
      style.textContent = rules.join('');
      rules = [];
      document.head.appendChild(style);
      cache.sheet.tags.push(style);
    }
    return result;
  };
  return cache;
}
