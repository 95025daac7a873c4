import * as React from 'react';
import type { IslandLabels } from './demoIslands';
import type { DemoToolbarLabels } from './demoToolbar';
import { showDemoUnavailable } from './demoUnavailable';

/**
 * Starts the page's demos: their islands and their toolbars. The code that does it loads only on pages that have
 * demos (after hydration), so a page of prose ships none of it. `npm run dev` renders the body live instead, so
 * there only the toolbars start.
 */
export function useDemos(
  labels: IslandLabels & DemoToolbarLabels,
  chatEndpoint: string | null,
  onMessage: (message: string) => void,
) {
  const { crashed, retry, unavailable, reload, copy, copied, chatFailed, sandboxFailed } = labels;
  React.useEffect(() => {
    if (!document.querySelector('[data-demo-root], [data-demo]')) {
      return undefined;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    // In a task of its own, not in the page's hydration: a chunk's load scans the whole document for its script,
    // which on a long page with demos is a long task joined to hydration's.
    const timer = window.setTimeout(
      () =>
        import('./startDemos').then(
          ({ startDemos }) => {
            if (!cancelled) {
              stop = startDemos(
                { crashed, retry, unavailable, reload, copy, copied, chatFailed, sandboxFailed },
                chatEndpoint,
                onMessage,
              );
            }
          },
          () => {
            // No demo of the page can start: each keeps its exported preview and source, and offers a reload.
            if (!cancelled) {
              document
                .querySelectorAll<HTMLElement>('[data-demo]')
                .forEach((preview) => showDemoUnavailable(preview, { unavailable, reload }));
            }
          },
        ),
      0,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [crashed, retry, unavailable, reload, copy, copied, chatFailed, sandboxFailed, chatEndpoint, onMessage]);
}
