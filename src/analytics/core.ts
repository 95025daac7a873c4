import { parseRatio } from '../core/config';
import { CODE_VARIANT_ATTRIBUTE, COLOR_SCHEME_ATTRIBUTE, PREFERS_DARK_QUERY } from '../core/preferences';
import { CLICK_ATTRIBUTES } from './attributes';
import type { AnalyticsEventDetail } from './events';

/** Share of page loads that report their web vitals: a draw under this enables reporting for the page load. */
export const WEB_VITALS_SAMPLE_RATE = 1e-4;

/**
 * The event a click reports: from the nearest element at or above the click's target with a category (its label, or
 * the nearest ancestor's when it has none). An element with a split ratio is sampled (sent only when the draw is under the ratio); a malformed ratio means no sampling.
 * Null when nothing is to be sent.
 */
export function clickEvent(target: EventTarget | null, random: () => number): AnalyticsEventDetail | null {
  const start = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const element = start?.closest(`[${CLICK_ATTRIBUTES.category}]`);
  const category = element?.getAttribute(CLICK_ATTRIBUTES.category)?.trim();
  if (!element || !category) {
    return null;
  }
  const split = element.getAttribute(CLICK_ATTRIBUTES.split);
  if (split !== null && !(random() < parseRatio(split, 1))) {
    return null;
  }
  const action = element.getAttribute(CLICK_ATTRIBUTES.action)?.trim() || 'click';
  // The element's label, else its nearest ancestor's: a demo's toolbar names the demo once for all its buttons.
  const label = element.closest(`[${CLICK_ATTRIBUTES.label}]`)?.getAttribute(CLICK_ATTRIBUTES.label)?.trim();
  return label ? { category, action, label } : { category, action };
}

/** Whether this page load reports its web vitals (about one in ten thousand). */
export function reportsWebVitals(random: () => number): boolean {
  return random() < WEB_VITALS_SAMPLE_RATE;
}

export interface PageView {
  title: string;
  /** The page's canonical URL (production origin, no query or hash), else the address bar's without them. */
  location: string;
  /** The path of that location, GA4's `page_path`. */
  path: string;
}

/** The page view of the document as it is now. */
export function pageView(doc: Document): PageView {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const url = new URL(canonical || doc.location.href);
  url.search = '';
  url.hash = '';
  return { title: doc.title, location: url.href, path: url.pathname };
}

export interface UserProperties {
  codeVariant: string;
  userLanguage: string;
  colorScheme: string;
  systemColorScheme: 'dark' | 'light';
  devicePixelRatio: number;
}

/** The reader's settings sent with every hit: read from `<html>` (set before the first paint) and the window. */
export function userProperties(doc: Document, win: Pick<Window, 'matchMedia' | 'devicePixelRatio'>): UserProperties {
  const html = doc.documentElement;
  return {
    codeVariant: html.getAttribute(CODE_VARIANT_ATTRIBUTE) ?? 'TS',
    userLanguage: html.lang || 'en',
    colorScheme: html.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? 'light',
    systemColorScheme: win.matchMedia?.(PREFERS_DARK_QUERY).matches ? 'dark' : 'light',
    devicePixelRatio: Math.round((win.devicePixelRatio || 1) * 10) / 10,
  };
}
