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
 * Mounts a feature the reader opened (search) as a React root of its own at the end of `<body>`, with the
 * site's strings. When it throws, a reload offer floats where it would have opened while it is open.
 */
export function mountOpened<P extends object>(
  context: DocsContextValue,
  Component: React.ComponentType<P & OpenedProps>,
  props: P,
  labels: ReloadOfferLabels,
): OpenedRoot {
  const container = document.createElement('div');
  document.body.append(container);
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
