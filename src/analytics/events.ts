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
