// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  FEED_MAX_ATTEMPTS,
  FEED_MAX_BYTES,
  impressionUrls,
  loadFeed,
  parseFeedItem,
  selectFeedItem,
} from '../../../src/ads/feed';

const item = (overrides: Record<string, unknown> = {}) => ({
  statlink: 'https://srv.example.net/click/1',
  statimp: 'https://srv.example.net/imp/1',
  image: 'https://cdn.example.net/ad.png',
  company: 'Acme',
  description: 'Fast <strong>builds</strong>',
  pixel: 'https://px.example.net/a?t=[timestamp]||https://px.example.net/b/[timestamp]',
  timestamp: 1732250000,
  ...overrides,
});

const response = (body: string, status = 200) => new Response(body, { status });

describe('ad feed', () => {
  it('uses the first item that has a statlink', () => {
    const body = JSON.stringify({
      ads: [
        item({ statlink: '' }),
        item({ statlink: undefined }),
        item({ company: 'Second' }),
        item({ company: 'Third' }),
      ],
    });
    expect(selectFeedItem(body)?.company).toBe('Second');
  });

  it('treats malformed feeds as empty', () => {
    for (const body of [
      'not json',
      '{}',
      '{"ads":{}}',
      '{"ads":[1,"x",null]}',
      JSON.stringify({ ads: [item({ statlink: 'javascript:alert(1)' })] }),
      ' '.repeat(FEED_MAX_BYTES + 1),
    ]) {
      expect(selectFeedItem(body), body.slice(0, 40)).toBeNull();
    }
  });

  it('validates every field: non-http URLs and wrong types are dropped', () => {
    const parsed = parseFeedItem(item({ statimp: 'javascript:x', image: 12, company: { a: 1 }, timestamp: { t: 1 } }))!;
    expect(parsed).toMatchObject({ statimp: null, image: null, company: '', timestamp: '' });
  });

  it('builds the impression pixel URLs with the timestamp, then statimp', () => {
    expect(impressionUrls(parseFeedItem(item())!)).toEqual([
      'https://px.example.net/a?t=1732250000',
      'https://px.example.net/b/1732250000',
      'https://srv.example.net/imp/1',
    ]);
    expect(impressionUrls(parseFeedItem(item({ pixel: 'javascript:alert(1)||', statimp: null }))!)).toEqual([]);
  });

  it('takes the first answer with an item (one attempt)', async () => {
    const fetcher = vi.fn(async () => response(JSON.stringify({ ads: [item()] })));
    expect(await loadFeed('https://feed.example/ads.json', fetcher)).toMatchObject({ status: 'item', attempts: 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches again until an item has a statlink', async () => {
    const bodies = [JSON.stringify({ ads: [item({ statlink: '' })] }), 'garbage', JSON.stringify({ ads: [item()] })];
    const fetcher = vi.fn(async () => response(bodies.shift()!));
    expect(await loadFeed('https://feed.example/ads.json', fetcher)).toMatchObject({ status: 'item', attempts: 3 });
  });

  it('gives up after ten attempts without an item', async () => {
    const fetcher = vi.fn(async () => response(JSON.stringify({ ads: [] })));
    expect(await loadFeed('https://feed.example/ads.json', fetcher)).toEqual({
      status: 'none',
      attempts: FEED_MAX_ATTEMPTS,
    });
    expect(fetcher).toHaveBeenCalledTimes(10);
  });

  it('stops at the first network error', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadFeed('https://feed.example/ads.json', fetcher)).toEqual({ status: 'error', attempts: 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
