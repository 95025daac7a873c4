import ReactGA from 'react-ga4';
import type { AnalyticsEventDetail } from './events';
import type { PageView, UserProperties } from './core';

/**
 * Google Analytics 4 through react-ga4: loaded as its own chunk, only when a measurement id is configured.
 * Values are sent as they are (react-ga4's `event(options)` would title-case them), with GA4's parameter names.
 */
export function startGoogleAnalytics(measurementId: string) {
  // Page views are sent by the site (after each route change), not by gtag's own `config`.
  ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
  return {
    setUserProperties(properties: UserProperties) {
      ReactGA.gtag('set', 'user_properties', {
        code_variant: properties.codeVariant,
        user_language: properties.userLanguage,
        color_scheme: properties.colorScheme,
        system_color_scheme: properties.systemColorScheme,
        device_pixel_ratio: properties.devicePixelRatio,
      });
    },
    pageView(view: PageView) {
      ReactGA.send({ hitType: 'pageview', page: view.path, title: view.title, location: view.location });
    },
    event({ category, action, label }: AnalyticsEventDetail) {
      ReactGA.event(action, { event_category: category, ...(label ? { event_label: label } : {}) });
    },
    webVital(metric: { name: string; value: number; delta: number; id: string }) {
      ReactGA.event(metric.name, {
        event_category: 'Web Vitals',
        value: metric.value,
        metric_delta: metric.delta,
        metric_id: metric.id,
        non_interaction: true,
      });
    },
  };
}

export type GoogleAnalytics = ReturnType<typeof startGoogleAnalytics>;
