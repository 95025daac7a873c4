// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { pagesCacheName, pagesScript } from '../../../build/service-worker.mjs';

// The script a /x/ worker imports (sw-pages.js), run against an in-memory Cache Storage and network: what it
// caches across a deploy, and what it deletes.

const ORIGIN = 'https://docs.test';
const absolute = (url: string) => new URL(url, `${ORIGIN}/x/sw.js`).href;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: string | Request) {
    return this.entries.get(absolute(typeof request === 'string' ? request : request.url))?.clone();
  }
  async put(request: string, response: Response) {
    this.entries.set(absolute(request), response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
  paths() {
    return [...this.entries.keys()].map((url) => new URL(url).pathname).sort();
  }
}

class MemoryCacheStorage {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.named.has(name)) {
      this.named.set(name, new MemoryCache());
    }
    return this.named.get(name)!;
  }
  async has(name: string) {
    return this.named.has(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
}

/** A page of a build as the host serves it: its Next data names the build. */
function page(buildId: string) {
  return new Response(
    `<html><body><main>Text</main><script id="__NEXT_DATA__" type="application/json">{"page":"/x/[...slug]","buildId":"${buildId}"}</script></body></html>`,
    {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    },
  );
}

let outDir = '';
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

/**
 * The pages script of build `b2` of the /x/ scope (two pages with their data, one demo chunk), run in a worker
 * whose network answers with `network` and which is (or no longer is) its registration's active worker.
 */
function worker(network: (url: string) => Response | Promise<Response>, { active = true } = {}) {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pages-'));
  for (const file of ['_next/data/b2/x/a.json', '_next/data/b2/x/b.json']) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), '{}');
  }
  const script = pagesScript({
    pages: ['/x/a/', '/x/b/'],
    buildId: 'b2',
    cacheName: pagesCacheName('docs-x-pages', 'b2'),
    cacheFamily: 'docs-x-pages',
    outDir,
    demoChunks: ['_next/static/chunks/grid.js'],
    searchFragments: ['/pagefind/fragment/en_1a2b3c.pf_fragment'],
  });
  const caches = new MemoryCacheStorage();
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    serviceWorker: {},
    registration: { active: null as unknown },
  };
  self.registration.active = active ? self.serviceWorker : {};
  const fetched: string[] = [];
  const context = vm.createContext({
    self,
    caches,
    fetch: async (url: string) => {
      fetched.push(url);
      return network(url);
    },
    Response,
    URL,
    Error,
    Promise,
    Set,
    Boolean,
    JSON,
  });
  vm.runInContext(script, context);
  /** Dispatches an event to the script's listener and waits for what it asked to wait for. */
  const dispatch = async (type: string, data?: unknown) => {
    const pending: Array<Promise<unknown>> = [];
    listeners.get(type)!({ data, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  return {
    caches,
    fetched,
    activate: () => dispatch('activate'),
    cachePages: () => dispatch('message', { type: 'DOCS_CACHE_PAGES' }),
    sameBuild: (response: Response) => vm.runInContext('docsSameBuild', context)(response) as Promise<Response | null>,
  };
}

/** The host serving build `buildId`: its pages, its pages' data and the demo chunk; anything else is a 404. */
function host(buildId: string) {
  return (url: string) => {
    if (url.endsWith('/')) {
      return page(buildId);
    }
    if (
      url.startsWith(`/_next/data/${buildId}/`) ||
      url.startsWith('/_next/static/') ||
      url.startsWith('/pagefind/fragment/')
    ) {
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }
    return new Response('<html>Not found</html>', { status: 404, headers: { 'content-type': 'text/html' } });
  };
}

describe('the pages script of a worker', () => {
  it("caches its language's search fragments, its demos' chunks, then its build's pages and their data, and marks the build done", async () => {
    const { caches, cachePages, fetched } = worker(host('b2'));
    await cachePages();
    expect(fetched.slice(0, 2)).toEqual(['/pagefind/fragment/en_1a2b3c.pf_fragment', '/_next/static/chunks/grid.js']);
    expect(caches.named.get('docs-x-search')!.paths()).toEqual(['/pagefind/fragment/en_1a2b3c.pf_fragment']);
    const pages = caches.named.get('docs-x-pages-b2')!;
    expect(pages.paths()).toEqual([
      '/__docs-offline-build__',
      '/_next/data/b2/x/a.json',
      '/_next/data/b2/x/b.json',
      '/x/a/',
      '/x/b/',
    ]);
    expect(await (await pages.match('/__docs-offline-build__'))!.text()).toBe('b2');
    expect(caches.named.get('docs-x-demos')!.paths()).toEqual(['/_next/static/chunks/grid.js']);
  });

  it('stores no page of another build, and leaves its build unmarked, when the host already serves the next build', async () => {
    // The deploy happened: pages are the next build's, and this build's data is gone.
    const { caches, cachePages } = worker(host('b3'));
    await cachePages();
    const pages = caches.named.get('docs-x-pages-b2')!;
    expect(pages.paths().filter((url) => url.startsWith('/x/') || url === '/__docs-offline-build__')).toEqual([]);
  });

  it('resumes where it stopped: a page cached already is not fetched again', async () => {
    let online = false;
    const network = host('b2');
    const { caches, cachePages, fetched } = worker((url) => {
      if (!online && url === '/x/b/') {
        throw new TypeError('Failed to fetch');
      }
      return network(url);
    });
    await cachePages();
    expect(await caches.named.get('docs-x-pages-b2')!.match('/__docs-offline-build__')).toBeUndefined();
    online = true;
    fetched.length = 0;
    await cachePages();
    expect(fetched).not.toContain('/x/a/');
    expect(fetched).toContain('/x/b/');
    expect(await (await caches.named.get('docs-x-pages-b2')!.match('/__docs-offline-build__'))!.text()).toBe('b2');
  });

  it("on activation, deletes the scope's pages caches of other builds (and the unsuffixed one of older workers), nothing else", async () => {
    const { caches, activate } = worker(host('b2'));
    for (const name of [
      'docs-x-pages',
      'docs-x-pages-b1',
      'docs-x-pages-b2',
      'docs-zh-x-pages-b1',
      'docs-x-demos',
      'docs-x-search',
      'docs-x-precache-v2-https://docs.test/x/',
      'docs-x-assets',
    ]) {
      await caches.open(name);
    }
    await activate();
    expect((await caches.keys()).sort()).toEqual([
      'docs-x-assets',
      'docs-x-demos',
      'docs-x-pages-b2',
      'docs-x-precache-v2-https://docs.test/x/',
      'docs-x-search',
      'docs-zh-x-pages-b1',
    ]);
  });

  it('a worker no longer active (a newer one took over) deletes no other build’s cache when it finishes', async () => {
    const { caches, cachePages } = worker(host('b2'), { active: false });
    await caches.open('docs-x-pages-b3');
    await cachePages();
    expect((await caches.keys()).sort()).toEqual([
      'docs-x-demos',
      'docs-x-pages-b2',
      'docs-x-pages-b3',
      'docs-x-search',
    ]);
  });

  it('lets the pages route cache only 200s, and HTML only of its own build', async () => {
    const { sameBuild } = worker(host('b2'));
    expect(await sameBuild(page('b2'))).not.toBeNull();
    expect(await sameBuild(page('b3'))).toBeNull();
    expect(await sameBuild(new Response('{}', { headers: { 'content-type': 'application/json' } }))).not.toBeNull();
    expect(
      await sameBuild(
        new Response('<html>Not found</html>', { status: 404, headers: { 'content-type': 'text/html' } }),
      ),
    ).toBeNull();
    // A page that is no Next page (no build named) is its own.
    expect(
      await sameBuild(new Response('<html>plain</html>', { headers: { 'content-type': 'text/html' } })),
    ).not.toBeNull();
  });
});
