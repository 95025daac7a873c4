import * as React from 'react';
import type { NextRouter } from 'next/router';
import { offlineScope } from './scope';

/**
 * On the production host, a page of an offline scope (`/x/`, `/zh/x/`) registers that scope's service worker;
 * the registration code is its own chunk, so no other page loads it. Checked on load and after client-side
 * navigation (a reader may arrive in `/x/` from the main area), once per scope and page load.
 */
export function useOfflineSupport(productionHost: string, events: NextRouter['events']) {
  React.useEffect(() => {
    const registered = new Set<string>();
    const check = () => {
      const scope = offlineScope(window.location, productionHost);
      if (scope && !registered.has(scope)) {
        registered.add(scope);
        import('./register')
          .then(({ registerServiceWorker }) => registerServiceWorker(scope))
          // Online only until the next page load; the page is unaffected.
          .catch(() => {});
      }
    };
    // A task of its own, after the page's hydration: loading a chunk scans the document for its script.
    const first = window.setTimeout(check, 0);
    events.on('routeChangeComplete', check);
    return () => {
      window.clearTimeout(first);
      events.off('routeChangeComplete', check);
    };
  }, [productionHost, events]);
}
