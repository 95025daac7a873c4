import * as React from 'react';
import type { NextRouter } from 'next/router';
import { keepEvents } from './events';

/**
 * The site's analytics, from `_app`. With no measurement id nothing loads and nothing listens. With one, this
 * keeps the clicks and feature events of the first moments, and after the page's load event loads the
 * analytics chunk (`./start`, with react-ga4), which sends them and takes over (on a prerendered page, once it is
 * shown). Only this much ships with every page.
 */
export function useAnalytics(measurementId: string | null, events: NextRouter['events']) {
  React.useEffect(() => {
    if (!measurementId) {
      return undefined;
    }
    let active = true;
    let stop: (() => void) | undefined;
    const earlier: Event[] = [];
    const stopKeeping = keepEvents(earlier);
    const begin = () => {
      import('./start').then(
        ({ startAnalytics }) => {
          if (active) {
            stopKeeping();
            stop = startAnalytics(measurementId, events, earlier);
          }
        },
        // No analytics for this page view; the page is unaffected.
        stopKeeping,
      );
    };
    if (document.readyState === 'complete') {
      begin();
    } else {
      window.addEventListener('load', begin, { once: true });
    }
    return () => {
      active = false;
      stopKeeping();
      window.removeEventListener('load', begin);
      stop?.();
    };
  }, [measurementId, events]);
}
