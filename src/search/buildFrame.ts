import { escapeAttribute, escapeHtml } from '../core/facts/escape.mjs';
import { iconMarkup } from '../icons';
import { SEARCH_AREAS, SEARCH_DIALOG_ID, SEARCH_RESULTS_ID } from './frame';
import { addStyle, SEARCH_FRAME_CSS } from './searchCss';

/** A page's interface strings: `search.dialog`, `search.placeholder`… */
type Translate = (key: string) => string;

/**
 * Builds the search dialog's frame, closed, at the end of `<body>`: a modal `<dialog>` with the field (a combobox
 * over the results' listbox), the close button, the area filter, an empty results region and the keyboard hint,
 * and adds its styles. The shell builds it once the page is idle (or at the first opening, if that comes first),
 * so that it opens at once; the results' code renders into its region and takes over the field and the filter.
 */
export function buildSearchFrame(t: Translate): HTMLDialogElement {
  addStyle('search-frame-css', SEARCH_FRAME_CSS);
  const dialog = document.createElement('dialog');
  dialog.id = SEARCH_DIALOG_ID;
  dialog.className = 'search-dialog';
  dialog.setAttribute('aria-label', t('search.dialog'));
  const label = escapeAttribute(t('search.dialog'));
  const placeholder = escapeAttribute(t('search.placeholder'));
  const areas = SEARCH_AREAS.map(
    (area) =>
      `<button type="button" value="${area}" aria-pressed="${area === 'all'}">${escapeHtml(t(`search.${area}`))}</button>`,
  ).join('');
  // The body scrolls with the keyboard too (a tab stop), for readers who scroll results rather than move through
  // them; the listbox is there from the start, as the field names it.
  dialog.innerHTML =
    `<div class="search-field">${iconMarkup('search')}` +
    `<input type="search" role="combobox" aria-label="${placeholder}" aria-autocomplete="list" aria-expanded="false" aria-controls="${SEARCH_RESULTS_ID}" placeholder="${placeholder}" autocomplete="off" spellcheck="false" enterkeyhint="go">` +
    `<button type="button" class="search-close" data-search-close aria-label="${escapeAttribute(t('search.close'))}">Esc</button></div>` +
    `<div class="search-areas" role="group" aria-label="${escapeAttribute(t('search.area'))}">${areas}</div>` +
    `<div class="search-body" tabindex="0" role="region" aria-label="${label}"><div id="${SEARCH_RESULTS_ID}" role="listbox" aria-label="${label}" hidden></div></div>` +
    `<div class="search-footer" aria-hidden="true">${escapeHtml(t('search.hint'))}</div>`;
  document.body.append(dialog);
  return dialog;
}
