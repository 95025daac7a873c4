// The analytics door: what other folders import from here (README "Architecture").
export { useAnalytics } from './useAnalytics';
export { gaEventAttributes, gaEventLabel } from './attributes';
export { sendAnalyticsEvent, type AnalyticsEventDetail } from './events';
