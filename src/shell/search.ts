import type { DocsContextValue } from '../providers';
import { isSearchShortcut, loadSearchFrame, loadSearchResults } from '../search';
import type { OpenedRoot } from './openedIsland';
import { whenIdle } from './deferred';
import { onBackdrop } from './dialogs';
import { showReloadOffer } from './reloadOffer';

/**
 * Search, opened from the app bar's button and the shortcuts (Ctrl+K, ⌘K, `/`). Its dialog's frame (the field, the
 * filter, the hint: `search/buildFrame`, a small chunk) is built once the page is idle, so the dialog opens at once,
 * its field focused, and the reader can type while the results' code loads (on the first opening; a pointer on the
 * button or focus starts it a moment earlier). That code renders into the dialog and stays mounted. Escape, the
 * close button or a click on the backdrop closes the dialog, focus going back to what opened it. When the results'
 * code cannot load, a reload offer takes their place; when the frame cannot, the offer floats where the dialog would
 * have opened. The next opening tries again. Returns the function that removes the listeners.
 */
export function startSearch(context: DocsContextValue, t: (key: string) => string): () => void {
  const labels = { message: t('search.failed'), reload: t('island.reload'), dismiss: t('island.dismiss') };
  let frame: Promise<HTMLDialogElement> | null = null;
  let dialog: HTMLDialogElement | null = null;
  let island: Promise<OpenedRoot> | null = null;
  let returnFocus: HTMLElement | null = null;
  let closeOffer: (() => void) | null = null;
  let wanted = false;
  const close = () => dialog?.close();
  const results = () => Promise.all([import('./openedIsland'), loadSearchResults()]);

  const onClose = () => {
    closeOffer?.();
    closeOffer = null;
    island?.then((root) => root.update(false, close)).catch(() => {});
    returnFocus?.focus();
    returnFocus = null;
  };
  const onDialogClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('[data-search-close]') || (dialog && onBackdrop(dialog, event))) {
      close();
    }
  };
  const buildFrame = () => {
    frame ??= loadSearchFrame().then(({ buildSearchFrame }) => {
      dialog = buildSearchFrame(t);
      dialog.addEventListener('click', onDialogClick);
      dialog.addEventListener('close', onClose);
      return dialog;
    });
    frame.catch(() => {
      frame = null;
    });
    return frame;
  };

  const show = (element: HTMLDialogElement) => {
    const field = element.querySelector('input');
    element.showModal();
    field?.focus();
    field?.select();
    // The results render once the open dialog is on screen: their work never delays its first frame.
    requestAnimationFrame(() => setTimeout(() => showResults(element)));
  };
  const showResults = (element: HTMLDialogElement) => {
    const region = element.querySelector<HTMLElement>('.search-body')!;
    island ??= results().then(([{ mountOpened }, module]) =>
      mountOpened(context, module.default, { dialog: element }, labels, region),
    );
    island.then(
      (root) => root.update(element.open, close),
      () => {
        island = null;
        if (element.open) {
          closeOffer?.();
          closeOffer = showReloadOffer(labels, close, region);
        }
      },
    );
  };
  const open = () => {
    if (dialog?.open) {
      dialog.querySelector('input')?.focus();
      return;
    }
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog) {
      show(dialog);
      return;
    }
    // Opened before the page was idle: the frame is built first (a few milliseconds once its chunk is here).
    wanted = true;
    buildFrame().then(
      (element) => {
        if (wanted) {
          wanted = false;
          show(element);
        }
      },
      () => {
        if (wanted) {
          wanted = false;
          closeOffer?.();
          closeOffer = showReloadOffer(labels, () => {
            closeOffer = null;
            returnFocus?.focus();
            returnFocus = null;
          });
        }
      },
    );
  };

  if (/Mac|iPhone|iPad/.test(navigator.platform)) {
    document.querySelectorAll('button[data-shell="search"] kbd').forEach((kbd) => {
      kbd.textContent = '⌘K';
    });
  }
  const onSearchButton = (event: Event) =>
    Boolean((event.target as Element | null)?.closest?.('button[data-shell="search"]'));
  const onClick = (event: MouseEvent) => {
    if (onSearchButton(event)) {
      open();
    }
  };
  // A pointer on the button, or focus, comes a moment before the click: the code loads meanwhile (a failure is the
  // opening's to report; it tries again then).
  const onIntent = (event: Event) => {
    if (onSearchButton(event)) {
      buildFrame().catch(() => {});
      results().catch(() => {});
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isSearchShortcut(event)) {
      event.preventDefault();
      open();
    }
  };
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  window.addEventListener('keydown', onKeyDown);
  const cancelBuild = whenIdle(() => buildFrame().catch(() => {}));
  return () => {
    cancelBuild();
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    window.removeEventListener('keydown', onKeyDown);
    dialog?.removeEventListener('click', onDialogClick);
    dialog?.removeEventListener('close', onClose);
    dialog?.remove();
  };
}
