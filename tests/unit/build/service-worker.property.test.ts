// @vitest-environment node
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCachePagesMessage, pagesScript } from '../../../build/service-worker.mjs';
import { CACHE_PAGES_MESSAGE } from '../../../src/core/facts/offline.mjs';
import { CACHE_PAGES_MESSAGE as PAGE_MESSAGE } from '../../../src/offline/scope';
import { FUZZ_TIMEOUT, anyString, fuzzParameters, nearMiss, wrongType } from '../support/fuzz';

/** A message that asks for caching, stated here: an object whose own `type` is exactly the message name. */
const asksToCache = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  Object.hasOwn(data, 'type') &&
  (data as { type: unknown }).type === CACHE_PAGES_MESSAGE;

/**
 * What pages can post: any value the structured clone algorithm copies (so it arrives as the worker sees it, without
 * prototypes or getters), near misses of the message, and the message with other fields.
 */
const posted = fc
  .oneof(
    fc.anything({
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withNullPrototype: true,
      maxDepth: 2,
    }),
    fc.record({ type: fc.oneof({ arbitrary: nearMiss([CACHE_PAGES_MESSAGE]), weight: 3 }, wrongType) }),
    fc.record(
      { type: fc.constant(CACHE_PAGES_MESSAGE), extra: wrongType, payload: anyString(5) },
      { requiredKeys: ['type'] },
    ),
    fc.constantFrom(
      CACHE_PAGES_MESSAGE,
      [CACHE_PAGES_MESSAGE],
      { type: [CACHE_PAGES_MESSAGE] },
      { data: { type: CACHE_PAGES_MESSAGE } },
      { TYPE: CACHE_PAGES_MESSAGE },
    ),
    fc.constant(JSON.parse(`{"__proto__":{"type":"${CACHE_PAGES_MESSAGE}"}}`) as unknown),
    fc.constant(Object.assign([1, 2], { type: CACHE_PAGES_MESSAGE })),
  )
  .map((value) => structuredClone(value));

/** The worker's generated script in a context of its own; returns a function that posts one message to it. */
function worker() {
  const listeners: Record<string, (event: unknown) => void> = {};
  let opened = 0;
  const context = vm.createContext({
    self: { addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener) },
    // The background fetch never settles here: only whether it starts matters.
    caches: {
      open: () => {
        opened += 1;
        return new Promise(() => {});
      },
    },
  });
  vm.runInContext(
    pagesScript({ pages: [], buildId: 'b1', cacheName: 'docs-x-pages', outDir: '/nonexistent' }),
    context,
  );
  return (data: unknown) => {
    const waited: unknown[] = [];
    listeners.message({ data, waitUntil: (promise: unknown) => waited.push(promise) });
    return { waited: waited.length, opened };
  };
}

describe('the service worker’s messages (property)', () => {
  it('reads the message the pages send', () => {
    expect(isCachePagesMessage({ type: PAGE_MESSAGE })).toBe(true);
  });

  it(
    'isCachePagesMessage accepts exactly an object whose type is the message, and never throws',
    () => {
      fc.assert(
        fc.property(posted, (data) => isCachePagesMessage(data) === asksToCache(data)),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'the generated worker starts caching for exactly those messages, once at a time, and never throws',
    () => {
      const post = worker();
      let started = false;
      fc.assert(
        fc.property(posted, (data) => {
          const { waited, opened } = post(data);
          expect(waited).toBe(asksToCache(data) ? 1 : 0);
          started ||= asksToCache(data);
          // The first request starts the fetch; later ones wait on the same one while it runs.
          expect(opened).toBe(started ? 1 : 0);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});
