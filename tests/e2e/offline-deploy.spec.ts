import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { buildIdOf, pagesCacheName } from '../../build/service-worker.mjs';
import { THEME_COLORS } from '../../src/core/head';
import { deriveBuild, snapshotBuild } from '../support/deriveBuild.mjs';
import { OUT_DIR } from '../support/site';
import { expect, test, waitForHydration } from './fixtures';
import { BUILD_HEADER, startDeployServer, type DeployServer } from './support/deployServer';

// A deploy while readers have the site open. Build A is a copy of out/; build B is derived from it in seconds
// (tests/support/deriveBuild.mjs): another build id, the start chunk of every /x/ page changed and renamed, and
// B's own service workers. The host switches from A to B during a test, as a deploy does.

interface Build {
  dir: string;
  buildId: string;
}

/** The site path's text as the build exported it: the page's heading, description and section headings. */
function exportedText(build: Build, sitePath: string) {
  const html = fs.readFileSync(path.join(build.dir, sitePath, 'index.html'), 'utf8');
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)![1];
  const text = (fragment: string) =>
    fragment
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .trim();
  return {
    heading: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)![1]),
    description: text(/<p class="description">([\s\S]*?)<\/p>/.exec(main)![1]),
    sections: [...main.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => text(match[1])),
  };
}

/**
 * The page shows `sitePath` of `build`, whole and hydrated: its own HTML, its own scripts, its text. Retried as a
 * whole: a worker taking over may reload the page while it is being read.
 */
async function expectPageOf(page: Page, build: Build, sitePath: string) {
  const expected = exportedText(build, sitePath);
  const derived = build.buildId !== buildIdOf(OUT_DIR);
  await expect(async () => {
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText(expected.heading, { timeout: 1000 });
    await expect(main.locator('p.description')).toHaveText(expected.description, { timeout: 1000 });
    await expect(main.locator('h2')).toHaveText(expected.sections, { timeout: 1000 });
    const shown = await page.evaluate(() => ({
      path: window.location.pathname,
      buildId: (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId,
      startChunk: (globalThis as unknown as { __docsBuild?: string }).__docsBuild ?? null,
      html: document.documentElement.getAttribute('data-docs-build'),
    }));
    expect(shown).toEqual({
      path: sitePath,
      buildId: build.buildId,
      // Only B's changed start chunk sets it, and only B's HTML carries the attribute.
      startChunk: derived ? build.buildId : null,
      html: derived ? build.buildId : null,
    });
  }).toPass({ timeout: 30_000 });
}

interface Requested {
  path: string;
  /** The build of the document that asked (page requests), or null (the worker's own requests). */
  documentBuild: string | null;
  status?: number;
  failure?: string;
}

/**
 * Every request to the site that the pages and the service workers make (Chromium reports the workers' requests
 * to the context too), with the build of the document that made it: the build that answered the page's last
 * navigation (its response carries the build's header, also when the worker answers from its cache).
 */
function recordRequests(context: BrowserContext, page: Page, origin: string) {
  const requests = new Map<Request, Requested>();
  const documents: Array<{ path: string; build: string; fromServiceWorker: boolean }> = [];
  let documentBuild: string | null = null;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      documentBuild = response.headers()[BUILD_HEADER] ?? null;
      documents.push({
        path: new URL(response.url()).pathname,
        build: String(documentBuild),
        fromServiceWorker: response.fromServiceWorker(),
      });
    }
  });
  context.on('request', (request) => {
    if (request.url().startsWith(`${origin}/`)) {
      const byWorker = request.serviceWorker() !== null;
      requests.set(request, {
        path: new URL(request.url()).pathname,
        documentBuild: byWorker || request.isNavigationRequest() ? null : documentBuild,
      });
    }
  });
  context.on('requestfinished', (request) => {
    const entry = requests.get(request);
    if (!entry) {
      return;
    }
    // A worker's request may finish while the test closes its context: its answer no longer matters, and asking
    // for it then rejects (an unhandled rejection that failed a green run once).
    request.response().then(
      (response) => {
        if (response) {
          entry.status = response.status();
        }
      },
      () => {},
    );
  });
  context.on('requestfailed', (request) => {
    const entry = requests.get(request);
    if (entry) {
      entry.failure = request.failure()?.errorText ?? 'failed';
    }
  });
  return { requests: () => [...requests.values()], documents };
}

/** Next's files (`/_next/static/…`, `/_next/data/…`) asked for in vain, by a page or a worker. */
function missingNextFiles(requests: Requested[]) {
  return requests.filter(
    (request) =>
      request.path.startsWith('/_next/') &&
      // A reload cancels what the page it replaces was still loading: not a missing file.
      ((request.status !== undefined && request.status >= 400) ||
        (request.failure !== undefined && request.failure !== 'net::ERR_ABORTED')),
  );
}

/** The pages' requests for Next's files that their own build does not have (a page of A asking for B's, or the reverse). */
function crossBuildRequests(requests: Requested[], builds: Build[]) {
  return requests.filter((request) => {
    if (request.documentBuild === null || !request.path.startsWith('/_next/')) {
      return false;
    }
    const own = builds.find((build) => build.buildId === request.documentBuild)!;
    return !fs.existsSync(path.join(own.dir, request.path));
  });
}

/** Every cache of the origin, with the URLs it holds (as paths). */
async function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      contents[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return contents;
  });
}

/** Waits until the page is controlled and the worker of `buildId` has cached its demos' chunks and every page. */
async function waitForOffline(page: Page, buildId: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect
    .poll(
      () =>
        page
          .evaluate(
            async (name) => {
              // caches.has first: opening a cache would create it.
              const marker = (await caches.has(name))
                ? await (await caches.open(name)).match('/__docs-offline-build__')
                : undefined;
              return marker ? marker.text() : null;
            },
            pagesCacheName('docs-x-pages', buildId),
          )
          // A new worker taking over reloads the page: ask again.
          .catch(() => null),
      { timeout: 120_000 },
    )
    .toBe(buildId);
}

/**
 * Holds the first request a service worker makes for `pathname` from now on, until the returned function is
 * called; later requests pass.
 */
async function holdFirstWorkerRequest(context: BrowserContext, pathname: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await context.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (!held && route.request().serviceWorker()) {
        held = true;
        await released;
      }
      await route.fallback();
    },
  );
  return release;
}

/** Waits until the pages cache of `build` holds every page and page data of the scope but `missing`. */
async function waitForPagesCached(page: Page, build: Build, missing: string[]) {
  const script = fs.readFileSync(path.join(build.dir, 'x/sw-pages.js'), 'utf8');
  const listed = JSON.parse(/const DOCS_PAGES = (\[.*\]);/.exec(script)![1]) as string[];
  await expect
    .poll(
      () =>
        page
          .evaluate(
            async ({ name, urls }) => {
              const cache = (await caches.has(name)) ? await caches.open(name) : null;
              const absent: string[] = [];
              for (const url of urls) {
                if (!cache || !(await cache.match(url))) {
                  absent.push(url);
                }
              }
              return absent;
            },
            { name: pagesCacheName('docs-x-pages', build.buildId), urls: listed },
          )
          .catch(() => null),
      { timeout: 120_000 },
    )
    .toEqual(missing);
}

let buildA: Build;
let derived: ReturnType<typeof deriveBuild>;
let server: DeployServer;

test.beforeAll(async () => {
  buildA = snapshotBuild(OUT_DIR);
  // Derived while the first test installs A's worker; awaited when the host switches.
  derived = deriveBuild(buildA.dir, { productName: 'MUI', themeColors: THEME_COLORS });
  derived.catch(() => {});
  server = await startDeployServer(buildA);
});

test.afterAll(async () => {
  await server?.close();
  const b = await derived?.catch(() => null);
  for (const dir of [buildA?.dir, b?.dir]) {
    if (dir) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
});

/** Build B, once derived; the time the derivation took is attached to the test's report. */
async function buildB() {
  const build = await derived;
  test.info().annotations.push({
    type: 'derived build',
    description: `${build.seconds.total.toFixed(1)} s (copy ${build.seconds.copy.toFixed(1)} s, workers ${build.seconds.workers.toFixed(1)} s)`,
  });
  return build;
}

// In order, in one worker (the builds are derived once per worker); a failure does not skip the next test.
test.describe.configure({ mode: 'default' });

test.describe('with the /x/ service worker', () => {
  // The test build names 127.0.0.1 as the production host: the worker registers on this server too.
  test.use({ serviceWorkers: 'allow' });
  // Two builds' workers install and fetch every page of the scope in the background, one after the other.
  test.describe.configure({ timeout: 300_000 });

  test('a reader offline on build A who comes back online to build B gets B after one reload; B’s worker never serves A’s pages, and removes A’s caches', async ({
    page,
    context,
  }) => {
    const { origin } = server;
    const log = recordRequests(context, page, origin);

    await page.goto(`${origin}/x/introduction/`);
    await waitForOffline(page, buildA.buildId);
    await context.setOffline(true);
    await page.goto(`${origin}/x/react-charts/`);
    await expectPageOf(page, buildA, '/x/react-charts/');

    // The deploy, while the reader is offline. B's worker will fetch every page in the background; one of them
    // is held until later, so that there is a page B's worker has no copy of yet.
    const b = await buildB();
    server.deploy(b);
    const releaseHeldPage = await holdFirstWorkerRequest(context, '/x/react-tree-view/');
    // Back online, the reader reloads once.
    await context.setOffline(false);
    const firstOfB = log.documents.length;
    await page.reload();
    await expectPageOf(page, b, '/x/react-charts/');

    // B's worker takes over (the page reloads itself once more, on B) and fetches B's pages, all but the held one.
    await waitForPagesCached(page, b, ['/x/react-tree-view/']);
    // Offline, that page is not served from A's copy (whose scripts B's worker no longer has), and B's pages are.
    // (In a tab of its own: the browser's error page would interrupt the next navigation of the reader's tab.)
    await context.setOffline(true);
    const otherTab = await context.newPage();
    await expect(otherTab.goto(`${origin}/x/react-tree-view/`)).rejects.toThrow(/net::ERR_/);
    await otherTab.close();
    await page.goto(`${origin}/x/react-charts/`);
    await expectPageOf(page, b, '/x/react-charts/');

    // Online again, the held page arrives: B's worker has cached its whole scope, and nothing of A is left.
    await context.setOffline(false);
    releaseHeldPage();
    await waitForOffline(page, b.buildId);
    const contents = await cacheContents(page);
    const names = Object.keys(contents);
    expect(names.filter((name) => name.includes(buildA.buildId))).toEqual([]);
    expect(names.filter((name) => name.startsWith('docs-x-pages'))).toEqual([
      pagesCacheName('docs-x-pages', b.buildId),
    ]);
    const ofAOnly = (url: string) =>
      b.renamedChunks.some((chunk) => chunk.from === url) ||
      url.startsWith(`/_next/static/${buildA.buildId}/`) ||
      url.startsWith(`/_next/data/${buildA.buildId}/`);
    expect(
      Object.entries(contents).flatMap(([name, urls]) => urls.filter(ofAOnly).map((url) => `${name}: ${url}`)),
    ).toEqual([]);
    const precache = names.find((name) => name.startsWith('docs-x-precache'))!;
    expect(contents[precache]).toEqual(
      expect.arrayContaining([b.startChunk.to, `/_next/static/${b.buildId}/_buildManifest.js`]),
    );

    // Offline: the page that was held, now B's, with B's scripts.
    await context.setOffline(true);
    await page.goto(`${origin}/x/react-tree-view/`);
    await expectPageOf(page, b, '/x/react-tree-view/');
    await context.setOffline(false);

    // A, A offline from A's cache; after the deploy, B only: the reader's reload, the reload when B's worker took
    // over, B offline.
    expect(log.documents.slice(0, firstOfB).map((document) => [document.build, document.fromServiceWorker])).toEqual([
      [buildA.buildId, false],
      [buildA.buildId, true],
    ]);
    expect(log.documents.slice(firstOfB).map((document) => document.build)).toEqual(
      log.documents.slice(firstOfB).map(() => b.buildId),
    );
    expect(log.documents.length - firstOfB).toBeGreaterThanOrEqual(3);
    expect(missingNextFiles(log.requests())).toEqual([]);
    expect(crossBuildRequests(log.requests(), [buildA, b])).toEqual([]);
  });
});

test.describe('without a service worker', () => {
  /** The host serves A, every request is recorded, and the reader is on A's `/x/introduction/`. */
  async function readerOnA(page: Page, context: BrowserContext) {
    const { origin } = server;
    const b = await buildB();
    server.deploy(buildA);
    const log = recordRequests(context, page, origin);
    await page.goto(`${origin}/x/introduction/`);
    await expectPageOf(page, buildA, '/x/introduction/');
    return { origin, b, log };
  }

  test('after a deploy, the next page a reader opens is the new build, whole', async ({ page, context }) => {
    const { origin, b, log } = await readerOnA(page, context);
    server.deploy(b);
    // Followed from the keyboard: a pointer-down on a link starts the speculation rules' fetch of its page, which
    // Chromium then uses for the navigation without a response event Playwright could record (it does not prerender
    // for pages Playwright holds; tests/e2e/prerender.spec.ts tests the pointer's path).
    await page.locator('main a[href="/x/react-charts/"]').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/x/react-charts/`);
    await expectPageOf(page, b, '/x/react-charts/');

    expect(log.documents.map((document) => [document.path, document.build])).toEqual([
      ['/x/introduction/', buildA.buildId],
      ['/x/react-charts/', b.buildId],
    ]);
    expect(missingNextFiles(log.requests())).toEqual([]);
    expect(crossBuildRequests(log.requests(), [buildA, b])).toEqual([]);
  });

  test('a search result opened after a deploy is the new build, whole: the result is a page load, so nothing of the old build is asked for', async ({
    page,
    context,
  }) => {
    const { origin, b, log } = await readerOnA(page, context);
    await page.keyboard.press('Control+k');
    const searchField = page.getByRole('dialog').getByRole('combobox');
    await searchField.fill('Telemetry');
    await expect(page.getByRole('dialog').getByRole('option').first()).toHaveAttribute('href', '/x/guides/telemetry/');
    server.deploy(b);
    // Every page is exported HTML the browser keeps: a result opens as a page load, never through the old build's
    // page data (which B's host would answer with a 404).
    await searchField.press('Enter');
    await page.waitForURL(`${origin}/x/guides/telemetry/`);
    await expectPageOf(page, b, '/x/guides/telemetry/');

    expect(log.documents.map((document) => [document.path, document.build])).toEqual([
      ['/x/introduction/', buildA.buildId],
      ['/x/guides/telemetry/', b.buildId],
    ]);
    expect(missingNextFiles(log.requests())).toEqual([]);
    expect(crossBuildRequests(log.requests(), [buildA, b])).toEqual([]);
  });
});
