import { tokenColourCss } from '../core/codeTheme.mjs';
import { COLOR_SCHEME_ATTRIBUTE } from '../core/preferences';
import { docsTheme } from '../providers';

/**
 * Site-wide element styles, as one stylesheet built at build time from the theme and inlined by `_document`
 * (server only): the baseline MUI's CssBaseline would give (box sizing, body font and colours, the colour
 * scheme per mode), the focus ring, the code font, Prism token colours, visually hidden text and the print
 * rules. Nothing of it ships as JavaScript or runs in the browser. `_document` puts it in the `mui` cascade layer on a
 * page with layers, like the component styles it used to be generated with (`src/providers/cssLayers.ts`).
 */
const theme = docsTheme;
const { palette } = theme.vars;
const body = theme.typography.body1;
const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const rules = [
  // Baseline.
  `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;scroll-padding-top:80px}`,
  `*,*::before,*::after{box-sizing:inherit}`,
  `strong,b{font-weight:${theme.typography.fontWeightBold}}`,
  `body{margin:0;color:${palette.text.primary};font-family:${body.fontFamily};font-weight:${body.fontWeight};font-size:${body.fontSize};line-height:${body.lineHeight};background-color:${palette.background.default}}`,
  `body::backdrop{background-color:${palette.background.default}}`,
  ...(['light', 'dark'] as const).map((scheme) => `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]{color-scheme:${scheme}}`),
  // Site-wide elements.
  `code,kbd,pre{font-family:${MONO_FONT}}`,
  `:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}`,
  `.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`,
  // A feature whose code could not load: its reload offer, in its place (a demo, search's results) or floating
  // where it would have opened (search) (src/islands); and a short message at the bottom of the screen (shell/toast).
  `.island-failed{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:8px 0;padding:8px 12px;border:1px solid ${palette.warning.main};border-radius:8px;background-color:${palette.background.paper};color:${palette.text.primary};font-size:0.875rem;line-height:1.5}`,
  `.island-failed button{font:inherit;padding:2px 12px;border:1px solid ${palette.divider};border-radius:6px;background:transparent;color:${palette.primary.main};cursor:pointer}`,
  `.island-failed[data-floating]{position:fixed;z-index:${theme.zIndex.modal + 1};top:72px;inset-inline-end:16px;max-width:min(420px,calc(100vw - 32px));margin:0;box-shadow:${theme.shadows[6]}}`,
  `.toast{position:fixed;z-index:${theme.zIndex.snackbar};bottom:24px;inset-inline:0;width:fit-content;max-width:calc(100vw - 32px);margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:6px 16px;border-radius:4px;background-color:${palette.text.primary};color:${palette.background.paper};font-size:0.875rem;line-height:1.43;box-shadow:${theme.shadows[6]}}`,
  `.toast button{font:inherit;font-weight:500;padding:4px 8px;border:0;border-radius:4px;background:transparent;color:inherit;text-decoration:underline;cursor:pointer}`,
  // The ad (src/ads), rendered in the browser into its reserved block: plain class names, so the ad's island needs no
  // styling runtime.
  `.ad-root{font-size:0.8125rem;line-height:1.5}`,
  `.ad-root .ad{display:flex;gap:12px;max-width:420px;padding:8px;border:1px solid ${palette.divider};border-radius:8px;background:${palette.background.paper}}`,
  `.ad-root a.ad{color:inherit;text-decoration:none}`,
  `.ad-root .ad img{display:block;flex-shrink:0;width:130px;height:100px;border-radius:4px}`,
  `.ad-root .ad-text{display:flex;flex-direction:column;justify-content:space-between;gap:8px}`,
  `.ad-root .ad-poweredby{font-size:0.6875rem;color:${palette.text.secondary}}`,
  `.ad-root .ad-inline{display:inline-flex;align-items:center;gap:8px;max-width:100%}`,
  `.ad-root .ad-inline img{width:20px;height:20px;border-radius:4px}`,
  `.ad-root .ad-notice{max-width:420px;margin:0;padding:12px;border-radius:8px;background:${palette.action.hover}}`,
  // How inputs notice the browser's autofill: InputBase runs these animations and listens for their start. It would
  // inject the keyframes per input, each time restyling the whole page in the browser; the theme turns that off
  // (src/providers/theme.ts) and they are here, set as InputBase sets them. The keyframes are not empty, as MUI's
  // are not, and hold a property keyframes ignore, so nothing visible animates.
  `@keyframes mui-auto-fill{from{animation-name:mui-auto-fill}}@keyframes mui-auto-fill-cancel{from{animation-name:mui-auto-fill-cancel}}`,
  `.MuiInputBase-input{animation-name:mui-auto-fill-cancel;animation-duration:10ms}`,
  `.MuiInputBase-input:-webkit-autofill{animation-name:mui-auto-fill;animation-duration:5000s}`,
  // Prism tokens on the dark code background, the same in both modes (src/core/codeTheme.mjs).
  tokenColourCss(),
  // Print the article alone: no frame, no controls, code on a light background, wrapped rather than cut.
  `@media print{` +
    `body{background-color:${palette.common.white}}` +
    `header,nav,aside,footer,#docs-navigation,[data-shell="page-actions"],.demo-toolbar,.copy-button,.code-sample-variants,.island-failed,.toast,[role="status"]{display:none!important}` +
    `main{display:block!important;padding:0!important;margin:0!important;max-width:none!important}` +
    `.page-column{max-width:none!important}` +
    `pre,pre code{white-space:pre-wrap!important;word-break:break-word;background:#f6f8fa!important;color:#1a2027!important}` +
    `pre .token{color:inherit!important}` +
    `pre,.demo,table,figure{break-inside:avoid}` +
    `h2,h3,h4{break-after:avoid}` +
    `article a[href^="http"]::after{content:" (" attr(href) ")";font-size:0.8em;word-break:break-all}` +
    `}`,
];

export const GLOBAL_CSS = rules.join('');
