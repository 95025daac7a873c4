import * as React from 'react';
import {
  API_VIEW_SECTIONS,
  apiViewAttribute,
  apiViewStorageKey,
  parseApiView,
  type ApiViewSection,
} from '../core/preferences';
import { writeStored } from '../utils';

function sync(section: ApiViewSection, view: string) {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[data-api-view="${section}"]`)) {
    button.setAttribute('aria-pressed', String(button.dataset.view === view));
  }
}

/**
 * The view switches of an API page (static markup): one delegated listener. A choice sets the section's
 * attribute on `<html>` (CSS restyles the table) and is remembered in `localStorage`; the first-paint script
 * applies it on the next page, and this syncs the buttons' pressed state.
 */
export function useApiViews() {
  React.useEffect(() => {
    if (!document.querySelector('[data-api-view]')) {
      return undefined;
    }
    for (const section of API_VIEW_SECTIONS) {
      sync(section, parseApiView(document.documentElement.getAttribute(apiViewAttribute(section))));
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-api-view]');
      const section = button?.dataset.apiView as ApiViewSection | undefined;
      if (!button || !section || !(API_VIEW_SECTIONS as readonly string[]).includes(section)) {
        return;
      }
      const view = parseApiView(button.dataset.view);
      if (view === 'table') {
        document.documentElement.removeAttribute(apiViewAttribute(section));
      } else {
        document.documentElement.setAttribute(apiViewAttribute(section), view);
      }
      writeStored(apiViewStorageKey(section), view);
      sync(section, view);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
