import {
  API_VIEW_SECTIONS,
  apiViewAttribute,
  apiViewStorageKey,
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  COLOR_SCHEME_STORAGE_KEY,
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  PREFERENCE_COOKIE_MAX_AGE,
} from '../core/preferences';
import { COLOR_SCHEME_ATTRIBUTE } from './theme';

/** Attributes on `<html>` that carry preferences for CSS before React runs. */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';
export const CODE_STYLING_ATTRIBUTE = 'data-code-styling';
export const DENSE_ATTRIBUTE = 'data-dense';

/**
 * The inline script `_document` runs before the first paint: it applies the stored colour mode (a corrupt
 * value is removed, so it reads as system), direction and density, and the code variant and styling from
 * the URL hash or cookies, and the API pages' section views (table unless a list was chosen; `parseApiView`),
 * as attributes on `<html>`. It mirrors the rules of `src/core/preferences.ts`;
 * a unit test runs both over the same inputs so they cannot drift apart.
 */
export const PREFERENCES_SCRIPT = `(function () {
  var d = document.documentElement;
  function cookie(name) {
    var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    // Another script's malformed percent-encoding (\`%\`) reads as no value instead of throwing.
    try { return m ? decodeURIComponent(m[1]) : undefined; } catch (e) { return undefined; }
  }
  function setCookie(name, value) {
    document.cookie = name + '=' + value + '; max-age=${PREFERENCE_COOKIE_MAX_AGE}; path=/';
  }
  var s = null;
  try { s = window.localStorage; } catch (e) {}
  function get(key) { try { return s ? s.getItem(key) : null; } catch (e) { return null; } }
  function drop(key) { try { if (s) s.removeItem(key); } catch (e) {} }
  var mode = get('${MODE_STORAGE_KEY}');
  if (mode !== 'light' && mode !== 'dark' && mode !== 'system') {
    if (mode !== null) drop('${MODE_STORAGE_KEY}');
    mode = 'system';
  }
  ['light', 'dark'].forEach(function (scheme) {
    var stored = get('${COLOR_SCHEME_STORAGE_KEY}-' + scheme);
    if (stored !== null && stored !== 'light' && stored !== 'dark') {
      console.error('\`' + stored + '\` does not exist in \`theme.colorSchemes\`.');
      drop('${COLOR_SCHEME_STORAGE_KEY}-' + scheme);
    }
  });
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  // Checked again: a corrupt value stays when storage refuses to remove it.
  var scheme = get('${COLOR_SCHEME_STORAGE_KEY}-' + (dark ? 'dark' : 'light'));
  if (scheme !== 'light' && scheme !== 'dark') scheme = dark ? 'dark' : 'light';
  d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}', scheme);
  d.setAttribute('dir', get('${DIRECTION_STORAGE_KEY}') === 'rtl' ? 'rtl' : 'ltr');
  if (get('${DENSITY_STORAGE_KEY}') === 'true') d.setAttribute('${DENSE_ATTRIBUTE}', '');
  var hash = window.location.hash;
  var variant = /\\.js$/.test(hash) ? 'JS' : /\\.tsx$/.test(hash) ? 'TS' : null;
  if (variant) {
    setCookie('${CODE_VARIANT_COOKIE}', variant);
  } else {
    variant = cookie('${CODE_VARIANT_COOKIE}');
    if (variant !== 'TS' && variant !== 'JS') variant = 'TS';
  }
  d.setAttribute('${CODE_VARIANT_ATTRIBUTE}', variant);
  var styling = null;
  if (/\\.(js|tsx)$/.test(hash)) {
    ['system', 'tailwind', 'css'].forEach(function (name) { if (!styling && hash.indexOf(name + '-') !== -1) styling = name; });
  }
  if (!styling) {
    styling = cookie('${CODE_STYLING_COOKIE}');
    if (styling !== 'system' && styling !== 'tailwind' && styling !== 'css') styling = 'system';
  }
  setCookie('${CODE_STYLING_COOKIE}', styling);
  d.setAttribute('${CODE_STYLING_ATTRIBUTE}', styling);
  ${JSON.stringify(API_VIEW_SECTIONS.map((section) => [apiViewStorageKey(section), apiViewAttribute(section)]))}.forEach(function (pair) {
    var view = get(pair[0]);
    if (view === 'expanded' || view === 'collapsed') d.setAttribute(pair[1], view);
  });
})();`;
