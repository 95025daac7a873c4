import * as React from 'react';
import type { IslandLabels } from './demoIslands';
import type { DemoToolbarLabels } from './demoToolbar';

/**
 * Starts the page's demos: their islands and their toolbars. The code that does it loads only on pages that have
 * demos (after hydration), so a page of prose ships none of it. `npm run dev` renders the body live instead, so
 * there only the toolbars start.
 */
export function useDemos(labels: IslandLabels & DemoToolbarLabels, chatEndpoint: string | null, onMessage: (message: string) => void) {
  const { crashed, retry, copy, copied, chatFailed, sandboxFailed } = labels;
  React.useEffect(() => {
    if (!document.querySelector('[data-demo-root], [data-demo]')) {
      return undefined;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./startDemos').then(({ startDemos }) => {
      if (!cancelled) {
        stop = startDemos({ crashed, retry, copy, copied, chatFailed, sandboxFailed }, chatEndpoint, onMessage);
      }
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [crashed, retry, copy, copied, chatFailed, sandboxFailed, chatEndpoint, onMessage]);
}
