/**
 * Analytics events of the site's features (ads today). Features dispatch them here; the analytics integration
 * subscribes to `ANALYTICS_EVENT` on `window`, so a page without analytics sends nothing anywhere.
 */
export const ANALYTICS_EVENT = 'docs:analytics';

export interface AnalyticsEventDetail {
  category: string;
  action: string;
  label?: string;
}

export function sendAnalyticsEvent(detail: AnalyticsEventDetail): void {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail }));
  }
}

/**
 * Keeps the document's clicks and the features' analytics events in `queue` until the returned function is called:
 * what happens before analytics has started is sent once it has.
 */
export function keepEvents(queue: Event[]): () => void {
  const keep = (event: Event) => queue.push(event);
  document.addEventListener('click', keep, true);
  window.addEventListener(ANALYTICS_EVENT, keep);
  return () => {
    document.removeEventListener('click', keep, true);
    window.removeEventListener(ANALYTICS_EVENT, keep);
  };
}
