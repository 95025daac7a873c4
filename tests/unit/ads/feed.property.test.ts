// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_MAX_BYTES, impressionUrls, parseFeedItem, selectFeedItem, type FeedItem } from '../../../src/ads/feed';
import {
  FUZZ_TIMEOUT,
  adversarialJson,
  anyString,
  fuzzParameters,
  longString,
  oddNumber,
  urlLike,
  wrongType,
} from '../support/fuzz';

/** An absolute http(s) URL, written as the URL parser writes it. */
function isHttpUrl(value: unknown): boolean {
  try {
    const url = new URL(value as string);
    return typeof value === 'string' && (url.protocol === 'http:' || url.protocol === 'https:') && url.href === value;
  } catch {
    return false;
  }
}

/** Well-formed UTF-16: no lone surrogate (what `encodeURIComponent` accepts). */
const isWellFormed = (value: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);

/** Why a value is not a valid FeedItem (stated here, apart from the parser), or null. */
function itemProblem(item: unknown): string | null {
  const keys = ['company', 'description', 'image', 'pixel', 'statimp', 'statlink', 'timestamp'];
  if (typeof item !== 'object' || item === null || Object.getPrototypeOf(item) !== Object.prototype) {
    return 'not a plain object';
  }
  const record = item as Record<string, unknown>;
  if (Object.keys(record).sort().join() !== keys.join()) {
    return `keys ${Object.keys(record).join()}`;
  }
  const text = (key: string, max: number) => typeof record[key] === 'string' && (record[key] as string).length <= max;
  if (!isHttpUrl(record.statlink)) return 'statlink';
  if (record.statimp !== null && !isHttpUrl(record.statimp)) return 'statimp';
  if (record.image !== null && !isHttpUrl(record.image)) return 'image';
  if (!text('company', 200) || !text('description', 2000) || !text('pixel', 4000) || !text('timestamp', 40))
    return 'text field';
  if (!isWellFormed(record.timestamp as string)) return 'timestamp is not well-formed text';
  return null;
}

// Raw feed items: the right fields with near-miss values and wrong types, extra and prototype keys.
const fieldValue = fc.oneof(urlLike, anyString(60), oddNumber, wrongType);
const timestamp = fc.oneof(
  fc.integer({ min: 0 }),
  fc.double(),
  anyString(50),
  longString(38, 42), // a cut at 40 characters can fall inside a pair of surrogates
  fc.constantFrom('\ud800', 'x\udc00', '1732250000'),
  wrongType,
);
const rawItem = fc.record(
  {
    statlink: fc.oneof(urlLike, fieldValue),
    statimp: fc.oneof(urlLike, fieldValue),
    image: fc.oneof(urlLike, fieldValue),
    company: fc.oneof(anyString(60), longString(190, 210), fieldValue),
    description: fc.oneof(anyString(100), longString(1990, 2010), fieldValue),
    pixel: fc.oneof(
      fc
        .array(fc.oneof(urlLike, fc.constant('https://px.example.net/a?t=[timestamp]'), fc.constant(' [timestamp] ')), {
          maxLength: 4,
        })
        .map((urls) => urls.join('||')),
      fieldValue,
    ),
    timestamp,
    __proto__: wrongType,
    constructor: fieldValue,
  },
  { requiredKeys: [] },
);
const anyItem = fc.oneof({ arbitrary: rawItem, weight: 4 }, wrongType, anyString(10));

describe('ad feed (property)', () => {
  it(
    'parseFeedItem gives null or a valid item, and keeps a valid item as it is',
    () => {
      fc.assert(
        fc.property(anyItem, (raw) => {
          const item = parseFeedItem(raw);
          if (item !== null) {
            const problem = itemProblem(item);
            if (problem) {
              throw new Error(problem);
            }
            const again = parseFeedItem(item);
            if (JSON.stringify(again) !== JSON.stringify(item)) {
              expect(again).toEqual(item);
            }
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'selectFeedItem gives null or the first valid item of any body, and never throws',
    () => {
      const body = fc.oneof(
        fc.array(anyItem, { maxLength: 4 }).map((ads) => JSON.stringify({ ads })),
        fc.array(anyItem, { maxLength: 3 }).map((ads) => JSON.stringify({ ads: [ads], other: ads })),
        // Only the first 50 items are read: the first valid one at 45 to 55, after items without a statlink.
        fc.tuple(fc.integer({ min: 45, max: 55 }), rawItem).map(([index, ad]) =>
          JSON.stringify({
            ads: [...Array(index).fill({ statlink: '' }), { ...ad, statlink: 'https://a.example/' }],
          }),
        ),
        adversarialJson.map((json) => `{"ads":${json}}`),
        adversarialJson,
        anyString(100),
        fc.constant(JSON.stringify({ ads: [{ statlink: 'https://a.example/' }] }).padEnd(FEED_MAX_BYTES + 1)),
      );
      fc.assert(
        fc.property(body, (text) => {
          const item = selectFeedItem(text);
          if (item !== null) {
            const problem = itemProblem(item);
            if (problem) {
              throw new Error(problem);
            }
            const first = (JSON.parse(text) as { ads: unknown[] }).ads.slice(0, 50).map(parseFeedItem).find(Boolean);
            if (JSON.stringify(item) !== JSON.stringify(first)) {
              expect(item).toEqual(first);
            }
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'impressionUrls gives only http(s) URLs, statimp last, for any parsed item, and never throws',
    () => {
      fc.assert(
        fc.property(rawItem, (raw) => {
          const item = parseFeedItem(raw);
          if (item === null) {
            return;
          }
          const urls = impressionUrls(item);
          return (
            urls.every(isHttpUrl) &&
            urls.length <= item.pixel.split('||').length + 1 &&
            (!item.statimp || urls.at(-1) === item.statimp)
          );
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it('impressionUrls survives a timestamp that is not well-formed text (found by the property: encodeURIComponent threw)', () => {
    const item = (timestamp: unknown) =>
      parseFeedItem({
        statlink: 'https://a.example/',
        pixel: 'https://px.example/?t=[timestamp]',
        timestamp,
      }) as FeedItem;
    expect(impressionUrls(item('\ud800'))).toEqual(['https://px.example/?t=%EF%BF%BD']);
    // A 40th character that is half of a pair: the cut at 40 characters leaves it alone.
    expect(impressionUrls(item(`${'1'.repeat(39)}\u{1f600}`))).toEqual([
      `https://px.example/?t=${'1'.repeat(39)}%EF%BF%BD`,
    ]);
  });
});
