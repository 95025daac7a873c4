/** The theme's colours, as the CSS variables the server's theme stylesheet defines for both schemes. */
const v = (name: string) => `var(--mui-palette-${name})`;
const DIVIDER = v('divider');
const SECONDARY = v('text-secondary');
const PRIMARY = v('primary-main');

/** `theme.breakpoints.down('sm')`: on a phone the dialog takes the whole screen. */
const PHONE = '@media (max-width:599.95px)';

/**
 * The search dialog's styles: plain CSS over the theme's variables, added to the page with the dialog's frame (the
 * field, the filter, the hint) and its results, so the dialog needs neither the theme nor a styling runtime. In
 * no cascade layer: its own class names, which no Material UI style matches, decide (see `src/providers/cssLayers.ts`).
 */
export const SEARCH_FRAME_CSS = [
  `.search-dialog{width:min(680px,calc(100vw - 32px));max-height:min(640px,calc(100dvh - 64px));margin:8vh auto auto;padding:0;border:1px solid ${DIVIDER};border-radius:12px;background:${v('background-paper')};color:${v('text-primary')};box-shadow:0px 7px 8px -4px rgba(0,0,0,0.2),0px 12px 17px 2px rgba(0,0,0,0.14),0px 5px 22px 4px rgba(0,0,0,0.12);overflow:hidden}`,
  `.search-dialog[open]{display:flex;flex-direction:column}`,
  `.search-dialog::backdrop{background:rgba(0 0 0 / 0.4)}`,
  `${PHONE}{.search-dialog{width:100vw;max-width:100vw;max-height:100dvh;height:100dvh;margin:0;border-radius:0}}`,
  `.search-dialog .search-field{display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid ${DIVIDER}}`,
  `.search-dialog .search-field>svg{width:22px;height:22px;fill:${SECONDARY};flex-shrink:0}`,
  `.search-dialog input{flex:1;min-width:0;height:40px;border:0;outline:0;background:transparent;color:inherit;font:inherit;font-size:1.05rem}`,
  `.search-dialog .search-close{border:1px solid ${DIVIDER};border-radius:4px;background:transparent;color:${SECONDARY};font:inherit;font-size:0.75rem;padding:2px 6px;cursor:pointer}`,
  `.search-dialog .search-areas{display:flex;gap:4px;padding:8px 12px;border-bottom:1px solid ${DIVIDER}}`,
  `.search-dialog .search-areas button{border:1px solid ${DIVIDER};border-radius:16px;background:transparent;color:${SECONDARY};font:inherit;font-size:0.8125rem;padding:2px 10px;cursor:pointer}`,
  `.search-dialog .search-areas button[aria-pressed="true"]{border-color:${PRIMARY};color:${PRIMARY};font-weight:600}`,
  `.search-dialog .search-body{flex:1;overflow-y:auto;padding:8px}`,
  `.search-dialog .search-footer{padding:6px 12px;border-top:1px solid ${DIVIDER};font-size:0.75rem;color:${SECONDARY}}`,
  `${PHONE}{.search-dialog .search-footer{display:none}}`,
].join('');

/** The styles of the results, added to the page with their code. */
export const SEARCH_RESULTS_CSS = [
  `.search-dialog .search-heading{margin:8px 8px 4px;font-size:0.75rem;font-weight:700;text-transform:uppercase;color:${SECONDARY}}`,
  `.search-dialog [role="option"]{display:block;padding:8px 12px;border-radius:8px;color:inherit;text-decoration:none;cursor:pointer}`,
  `.search-dialog [role="option"][data-kind="heading"]{margin-inline-start:20px;border-inline-start:2px solid ${DIVIDER};border-radius:0 8px 8px 0}`,
  `.search-dialog [role="option"][aria-selected="true"]{background:${v('action-selected')}}`,
  `.search-dialog .result-title{display:flex;align-items:center;gap:8px;font-weight:600}`,
  `.search-dialog .result-context{font-size:0.8125rem;color:${SECONDARY}}`,
  `.search-dialog .result-excerpt{display:block;font-size:0.875rem;color:${SECONDARY}}`,
  `.search-dialog .result-excerpt mark{background:transparent;color:${PRIMARY};font-weight:600}`,
  `.search-dialog .badge{padding:0 6px;border-radius:10px;font-size:0.6875rem;font-weight:700;line-height:18px;border:1px solid ${DIVIDER};color:${SECONDARY}}`,
  `.search-dialog .badge[data-plan]{border-color:${PRIMARY};color:${PRIMARY}}`,
  `.search-dialog .search-recent-list{list-style:none;margin:0;padding:0}`,
  `.search-dialog .search-recent{display:flex;gap:8px;align-items:center;width:100%;padding:8px 12px;border:0;border-radius:8px;background:transparent;color:inherit;font:inherit;cursor:pointer;text-align:start}`,
  `.search-dialog .search-recent:hover{background:${v('action-hover')}}`,
  `.search-dialog .search-recent svg{width:18px;height:18px;fill:${SECONDARY}}`,
  `.search-dialog .search-clear{margin:8px 12px}`,
  `.search-dialog .search-message{padding:24px 12px;color:${SECONDARY}}`,
].join('');

/** Adds styles to the page once: one complete `<style id>` at the end of `<head>`. */
export function addStyle(id: string, css: string): void {
  if (!document.getElementById(id)) {
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.append(style);
  }
}
