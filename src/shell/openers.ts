import type * as React from 'react';
import type { DocsContextValue } from '../providers';
import { isSearchShortcut, loadSearchDialog } from '../search';
import type { OpenedProps, OpenedRoot } from './openedIsland';
import { showReloadOffer, type ReloadOfferLabels } from './reloadOffer';

interface Opener {
  open(): void;
  /** Starts loading the code without opening (the pointer is on the button, or focus): the click finds it ready. */
  warm(): void;
}

/**
 * A feature the reader opens from a button (search): its code loads on the first opening, from chunks
 * of its own, and stays mounted after; closing it returns focus to what opened it. When its code cannot load, a
 * reload offer floats where it would have opened, and the next opening tries again.
 */
function opener<P extends object>(
  context: DocsContextValue,
  load: () => Promise<{ default: React.ComponentType<P & OpenedProps> }>,
  props: P,
  labels: ReloadOfferLabels,
): Opener {
  let island: Promise<OpenedRoot> | null = null;
  let isOpen = false;
  let returnFocus: HTMLElement | null = null;
  let closeOffer: (() => void) | null = null;
  // The island's mount and the component: the same loads whether warming up or opening (each is loaded once).
  const code = () => Promise.all([import('./openedIsland'), load()]);
  const onClose = () => {
    isOpen = false;
    void island?.then((root) => root.update(false, onClose));
    returnFocus?.focus();
  };
  return {
    warm() {
      // Errors are the opening's to report; a failed load is tried again then.
      code().catch(() => {});
    },
    open() {
      returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      isOpen = true;
      island ??= code().then(([{ mountOpened }, module]) => mountOpened(context, module.default, props, labels));
      island.then(
        (root) => {
          if (isOpen) {
            root.update(true, onClose);
          }
        },
        () => {
          island = null;
          if (isOpen) {
            closeOffer?.();
            closeOffer = showReloadOffer(labels, () => {
              closeOffer = null;
              isOpen = false;
              returnFocus?.focus();
            });
          }
        },
      );
    },
  };
}

export interface OpenerLabels {
  searchFailed: string;
  reload: string;
  dismiss: string;
}

/**
 * The app bar's search button and the search shortcuts (Ctrl+K, ⌘K, `/`). Returns the function that removes their
 * listeners.
 */
export function startOpeners(context: DocsContextValue, labels: OpenerLabels): () => void {
  const search = opener(
    context,
    loadSearchDialog,
    {},
    {
      message: labels.searchFailed,
      reload: labels.reload,
      dismiss: labels.dismiss,
    },
  );
  if (/Mac|iPhone|iPad/.test(navigator.platform)) {
    document.querySelectorAll('button[data-shell="search"] kbd').forEach((kbd) => {
      kbd.textContent = '⌘K';
    });
  }
  const onSearchButton = (event: Event) =>
    Boolean((event.target as Element | null)?.closest?.('button[data-shell="search"]'));
  const onClick = (event: MouseEvent) => {
    if (onSearchButton(event)) {
      search.open();
    }
  };
  // A pointer on the button, or focus, comes a moment before the click: the code loads meanwhile.
  const onIntent = (event: Event) => {
    if (onSearchButton(event)) {
      search.warm();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isSearchShortcut(event)) {
      event.preventDefault();
      search.open();
    }
  };
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  window.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    window.removeEventListener('keydown', onKeyDown);
  };
}
