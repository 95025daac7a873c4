import * as React from 'react';
import type { NextRouter } from 'next/router';
import { ANALYTICS_EVENT } from './events';

/**
 * The site's analytics, from `_app`. With no measurement id nothing loads and nothing listens. With one, this
 * keeps the clicks and feature events of the first moments, and after the page's load event loads the
 * analytics chunk (`./start`, with react-ga4), which sends them and takes over. Only this much ships with
 * every page.
 */
export function useAnalytics(measurementId: string | null, events: NextRouter['events']) {
  React.useEffect(() => {
    if (!measurementId) {
      return undefined;
    }
    let active = true;
    let stop: (() => void) | undefined;
    const earlier: Event[] = [];
    const keep = (event: Event) => earlier.push(event);
    const stopKeeping = () => {
      document.removeEventListener('click', keep, true);
      window.removeEventListener(ANALYTICS_EVENT, keep);
    };
    document.addEventListener('click', keep, true);
    window.addEventListener(ANALYTICS_EVENT, keep);
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
