import { safeHttpUrl } from './sanitize';

/**
 * The inline ad's third-party feed: GET, JSON `{ ads: [...] }`. Every field is validated; a malformed feed
 * (not JSON, wrong types, too large) counts as "no usable item".
 */
export interface FeedItem {
  statlink: string;
  statimp: string | null;
  image: string | null;
  company: string;
  /** HTML, sanitised before rendering. */
  description: string;
  pixel: string;
  timestamp: string;
}

/** Attempts in all before the feed is given up for in-house ads. */
export const FEED_MAX_ATTEMPTS = 10;
/** Largest feed body read, in characters. */
export const FEED_MAX_BYTES = 100_000;

const text = (value: unknown, max = 2000): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** The text with each lone surrogate (JSON can carry one, a cut can make one) replaced by U+FFFD, so it can be URL-encoded. */
const wellFormed = (value: string): string => value.replace(/\p{Cs}/gu, '\ufffd');

/** Validate one raw item; null when it has no usable `statlink`. */
export function parseFeedItem(raw: unknown): FeedItem | null {
  if (typeof raw !== 'object' || raw === null) {
    return null;
  }
  const item = raw as Record<string, unknown>;
  const statlink = safeHttpUrl(item.statlink);
  if (!statlink) {
    return null;
  }
  return {
    statlink,
    statimp: safeHttpUrl(item.statimp),
    image: safeHttpUrl(item.image),
    company: text(item.company, 200),
    description: text(item.description),
    pixel: text(item.pixel, 4000),
    timestamp:
      typeof item.timestamp === 'number' || typeof item.timestamp === 'string'
        ? wellFormed(String(item.timestamp).slice(0, 40))
        : '',
  };
}

/** The first item of a feed body that has a `statlink`, or null (also for any malformed body). */
export function selectFeedItem(body: string): FeedItem | null {
  if (body.length > FEED_MAX_BYTES) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  const ads = typeof data === 'object' && data !== null ? (data as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) {
    return null;
  }
  for (const raw of ads.slice(0, 50)) {
    const item = parseFeedItem(raw);
    if (item) {
      return item;
    }
  }
  return null;
}

/** Impression URLs: `pixel` split on `||`, `[timestamp]` replaced, only http(s) URLs; then `statimp`. */
export function impressionUrls(item: FeedItem): string[] {
  const pixels = item.pixel
    .split('||')
    .map((pixel) => safeHttpUrl(pixel.trim().replaceAll('[timestamp]', encodeURIComponent(item.timestamp))))
    .filter((url): url is string => url !== null);
  return item.statimp ? [...pixels, item.statimp] : pixels;
}

export type FeedResult =
  { status: 'item'; item: FeedItem; attempts: number } | { status: 'none' | 'error'; attempts: number };

/**
 * Fetch the feed until an item has a `statlink`, at most `FEED_MAX_ATTEMPTS` times. A network error stops at once
 * (`error`); running out of attempts gives `none`. Both fall back to in-house ads.
 */
export async function loadFeed(
  url: string,
  fetcher: (url: string) => Promise<Response> = (target) => fetch(target),
): Promise<FeedResult> {
  for (let attempt = 1; attempt <= FEED_MAX_ATTEMPTS; attempt += 1) {
    let body: string;
    try {
      const response = await fetcher(url);
      body = response.ok ? await response.text() : '';
    } catch {
      return { status: 'error', attempts: attempt };
    }
    const item = selectFeedItem(body);
    if (item) {
      return { status: 'item', item, attempts: attempt };
    }
  }
  return { status: 'none', attempts: FEED_MAX_ATTEMPTS };
}
