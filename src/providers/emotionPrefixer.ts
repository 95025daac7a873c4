import { DECLARATION, prefixer, type Middleware } from 'stylis';

/**
 * Properties that the browsers this site supports (Chrome and Edge 111+, Firefox 111+, Safari 16.4+) still need with a
 * vendor prefix: Safari's `-webkit-user-select`, `-webkit-backdrop-filter` (before 18), `-webkit-text-size-adjust`,
 * `-webkit-box-decoration-break`, `-webkit-hyphens`, `-webkit-mask-*`, `-webkit-background-clip: text` and
 * `-webkit-print-color-adjust`.
 */
const STILL_PREFIXED =
  /^(?:user-select|backdrop-filter|text-size-adjust|box-decoration-break|hyphens|mask|background-clip|print-color-adjust)/;

/**
 * Emotion's default prefixer (stylis's) writes the prefixes of 2015's browsers: `display:-webkit-box;display:-ms-flexbox`
 * and `-webkit-` copies of `align-items`, `transition` or `text-decoration` in every rule, a quarter of the CSS that
 * the server render inlines into each page. This one runs it only where a supported browser still needs a prefix;
 * selectors (`::placeholder`) and keyframes are prefixed as before. Class names are hashes of the styles before
 * this step, so the server's and the browser's classes still match.
 */
export const modernPrefixer: Middleware = (element, index, children, callback) => {
  if (element.type === DECLARATION && !STILL_PREFIXED.test(String(element.props))) {
    return undefined;
  }
  return prefixer(element, index, children, callback);
};

/**
 * The stylis plugins of the server render's Emotion cache (pages/_document.tsx), whose CSS is inlined into every
 * page. The browser's caches keep Emotion's default: the few rules they insert after hydration weigh nothing in the
 * page, and this module would add to every page's initial JavaScript.
 */
export const STYLIS_PLUGINS: Middleware[] = [modernPrefixer];

/**
 * The same plugins in an array of their own, for the server cache of a page with cascade layers
 * (src/providers/cssLayers.ts). Emotion's server render keeps each style's compiled rules, by the style's name, per array
 * of plugins and key: a layered page sharing the array with the others would get the rules an unlayered page compiled
 * first, and the other way round.
 */
export const LAYERED_STYLIS_PLUGINS: Middleware[] = [modernPrefixer];
