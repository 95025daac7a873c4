import {
  API_VIEW_SECTIONS,
  CODE_STYLING_ATTRIBUTE,
  CODE_VARIANT_ATTRIBUTE,
  DENSE_ATTRIBUTE,
  API_VIEWS,
  apiViewAttribute,
  apiViewStorageKey,
  CODE_STYLING_COOKIE,
  CODE_STYLINGS,
  CODE_VARIANTS,
  COLOR_MODES,
  DEFAULT_CODE_STYLING,
  DEFAULT_COLOR_MODE,
  CODE_VARIANT_COOKIE,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  PREFERENCE_COOKIE_MAX_AGE,
  PREFERS_DARK_QUERY,
} from './preferences';

/** The script's test that a variable holds none of the values: `mode !== 'light' && mode !== 'dark' && …`. */
const noneOf = (name: string, values: readonly string[]) =>
  values.map((value) => `${name} !== '${value}'`).join(' && ');
/** The script's test that a variable holds one of the values. */
const oneOf = (name: string, values: readonly string[]) => values.map((value) => `${name} === '${value}'`).join(' || ');
const [DEFAULT_CODE_VARIANT] = CODE_VARIANTS;

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
  if (${noneOf('mode', COLOR_MODES)}) {
    if (mode !== null) drop('${MODE_STORAGE_KEY}');
    mode = '${DEFAULT_COLOR_MODE}';
  }
  ['light', 'dark'].forEach(function (scheme) {
    var stored = get('${COLOR_SCHEME_STORAGE_KEY}-' + scheme);
    if (stored !== null && stored !== 'light' && stored !== 'dark') {
      console.error('\`' + stored + '\` does not exist in \`theme.colorSchemes\`.');
      drop('${COLOR_SCHEME_STORAGE_KEY}-' + scheme);
    }
  });
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia && window.matchMedia('${PREFERS_DARK_QUERY}').matches);
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
    if (${noneOf('variant', CODE_VARIANTS)}) variant = '${DEFAULT_CODE_VARIANT}';
  }
  d.setAttribute('${CODE_VARIANT_ATTRIBUTE}', variant);
  var styling = null;
  if (/\\.(js|tsx)$/.test(hash)) {
    [${CODE_STYLINGS.map((styling) => `'${styling}'`).join(', ')}].forEach(function (name) { if (!styling && hash.indexOf(name + '-') !== -1) styling = name; });
  }
  if (!styling) {
    styling = cookie('${CODE_STYLING_COOKIE}');
    if (${noneOf('styling', CODE_STYLINGS)}) styling = '${DEFAULT_CODE_STYLING}';
  }
  setCookie('${CODE_STYLING_COOKIE}', styling);
  d.setAttribute('${CODE_STYLING_ATTRIBUTE}', styling);
  ${JSON.stringify(API_VIEW_SECTIONS.map((section) => [apiViewStorageKey(section), apiViewAttribute(section)]))}.forEach(function (pair) {
    var view = get(pair[0]);
    if (${oneOf(
      'view',
      API_VIEWS.filter((view) => view !== 'table'),
    )}) d.setAttribute(pair[1], view);
  });
})();`;
