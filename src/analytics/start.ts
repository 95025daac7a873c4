import type { NextRouter } from 'next/router';
import { CODE_VARIANT_ATTRIBUTE, COLOR_SCHEME_ATTRIBUTE } from '../core/preferences';
import { clickEvent, pageView, reportsWebVitals, userProperties } from './core';
import { ANALYTICS_EVENT, keepEvents, type AnalyticsEventDetail } from './events';
import { startGoogleAnalytics } from './ga';
import { whenShown } from '../utils';

/**
 * The analytics of a page load, in its own chunk with react-ga4 (see `useAnalytics`, which loads it after the
 * page's load event and hands over the clicks and feature events that came before):
 * - a page view a zero-delay timeout after start and after every client-side route change, so the new page's
 *   title is in place, with the title and the canonical location;
 * - one document-level click listener for elements marked with `data-ga-event-*` (see `clickEvent`);
 * - the features' events (`ANALYTICS_EVENT`, the ad block's today);
 * - user properties, sent again when the reader changes the colour scheme or the code variant;
 * - web vitals for about one page load in ten thousand.
 * A page the browser prerenders starts all this once it is shown, keeping what happens before; one never shown
 * sends nothing. Returns the function that stops it all.
 */
export function startAnalytics(
  measurementId: string,
  events: NextRouter['events'],
  earlier: readonly Event[],
): () => void {
  const queue = [...earlier];
  const stopKeeping = keepEvents(queue);
  let stop = () => {};
  const stopWaiting = whenShown(() => {
    stopKeeping();
    stop = runAnalytics(measurementId, events, queue);
  });
  return () => {
    stopKeeping();
    stopWaiting();
    stop();
  };
}

function runAnalytics(measurementId: string, events: NextRouter['events'], earlier: readonly Event[]): () => void {
  let active = true;
  const cleanups: Array<() => void> = [];
  const timers = new Set<number>();
  const later = (callback: () => void) => {
    const timer = window.setTimeout(() => {
      timers.delete(timer);
      callback();
    }, 0);
    timers.add(timer);
  };

  const ga = startGoogleAnalytics(measurementId);
  ga.setUserProperties(userProperties(document, window));

  const toDetail = (event: Event): AnalyticsEventDetail | null =>
    event.type === ANALYTICS_EVENT
      ? (event as CustomEvent<AnalyticsEventDetail>).detail
      : clickEvent(event.target, Math.random);
  const send = (event: Event) => {
    const detail = toDetail(event);
    if (detail) {
      ga.event(detail);
    }
  };
  // What happened before analytics came in is sent after the first page view, in order.
  const queued = earlier.map(toDetail);
  later(() => {
    ga.pageView(pageView(document));
    queued.forEach((detail) => detail && ga.event(detail));
  });

  document.addEventListener('click', send, true);
  cleanups.push(() => document.removeEventListener('click', send, true));
  window.addEventListener(ANALYTICS_EVENT, send);
  cleanups.push(() => window.removeEventListener(ANALYTICS_EVENT, send));
  const onRouteChange = () => later(() => ga.pageView(pageView(document)));
  events.on('routeChangeComplete', onRouteChange);
  cleanups.push(() => events.off('routeChangeComplete', onRouteChange));

  const observer = new MutationObserver(() => ga.setUserProperties(userProperties(document, window)));
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [COLOR_SCHEME_ATTRIBUTE, CODE_VARIANT_ATTRIBUTE, 'lang'],
  });
  cleanups.push(() => observer.disconnect());

  if (reportsWebVitals(Math.random)) {
    import('web-vitals').then(
      ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (active) {
          for (const report of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
            report((metric) => ga.webVital(metric));
          }
        }
      },
      (error: unknown) => console.warn('Web vitals could not load:', error),
    );
  }

  return () => {
    active = false;
    timers.forEach((timer) => window.clearTimeout(timer));
    cleanups.forEach((cleanup) => cleanup());
  };
}
