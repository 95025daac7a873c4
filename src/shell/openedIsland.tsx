import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { IslandBoundary, ReloadOffer } from '../islands';
import { DocsConfigContext, type DocsContextValue } from '../providers';
import type { ReloadOfferLabels } from './reloadOffer';

/** What an opened island's component takes besides its own props. */
export interface OpenedProps {
  open: boolean;
  onClose: () => void;
}

/** An island the shell opens and closes: it renders the component with the new state. */
export interface OpenedRoot {
  update(open: boolean, onClose: () => void): void;
}

/**
 * Mounts a feature the reader opened (search) as a React root of its own in `container`, its place in the exported
 * markup, with the site's strings. When it throws, a reload offer takes its place while it is open.
 */
export function mountOpened<P extends object>(
  context: DocsContextValue,
  Component: React.ComponentType<P & OpenedProps>,
  props: P,
  labels: ReloadOfferLabels,
  container: HTMLElement,
): OpenedRoot {
  const root = createRoot(container);
  return {
    update(open, onClose) {
      root.render(
        <DocsConfigContext.Provider value={context}>
          <IslandBoundary
            fallback={
              open ? (
                <ReloadOffer
                  message={labels.message}
                  reloadLabel={labels.reload}
                  dismissLabel={labels.dismiss}
                  onDismiss={onClose}
                />
              ) : null
            }
          >
            <Component {...props} open={open} onClose={onClose} />
          </IslandBoundary>
        </DocsConfigContext.Provider>,
      );
    },
  };
}
