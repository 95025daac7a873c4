import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildIdOf, pagesCacheName } from '../../build/service-worker.mjs';
import { OUT_DIR } from '../support/site';
import { expect, test, waitForHydration } from './fixtures';

// The test build names 127.0.0.1 as the production host: the /x/ service worker registers there, and not on
// localhost (same server, other hostname). Every other test blocks service workers.
test.use({ serviceWorkers: 'allow' });
// Installing a worker precaches the shell and the search index, then fetches every page of the scope: minutes of
// work on a slow machine, so these tests get more time than the default.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The pages cache of a scope's worker for the build in out/: `docs-x-pages-<build id>`. */
function pagesCacheOf(family: 'docs-x-pages' | 'docs-zh-x-pages') {
  return pagesCacheName(family, buildIdOf(OUT_DIR));
}

/** Waits until the page is controlled by its scope's worker. */
async function waitForControl(page: Page) {
  // Control starts once the install has precached the shell (every hashed asset but the demos' chunks, which the
  // background fetch brings): a few seconds, more on a busy 2-core machine.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** Whether the cache `cacheName` of the page's origin holds `key`. */
function isCached(page: Page, cacheName: string, key: string) {
  return page.evaluate(async ([name, url]) => (await (await caches.open(name)).match(url)) !== undefined, [
    cacheName,
    key,
  ] as const);
}

/** Waits until the page is controlled by its scope's worker and the worker has cached its demos' chunks and every page of the scope. */
async function waitForOffline(page: Page, cacheName: string) {
  await waitForControl(page);
  await expect.poll(() => isCached(page, cacheName, '/__docs-offline-build__'), { timeout: 90_000 }).toBe(true);
}

// One install serves every step: installing precaches the shell, then fetches every page of the scope, the costliest
// part of these tests on a 2-core machine.
test('the /x/ worker registers on the production host with the /x/ scope; after that visit, other /x/ pages open offline and a demo on one of them works; another host gets no worker; a new sw.js takes over and reloads the focused page once', async ({
  page,
  context,
  baseURL,
}) => {
  await test.step('registers with the /x/ scope', async () => {
    await page.goto('/x/introduction/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/x/`);
    await expect(page.locator('html')).toHaveAttribute('data-offline-scope', '/x/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/x/manifest.webmanifest');
  });

  await test.step('other pages open offline', async () => {
    await waitForOffline(page, pagesCacheOf('docs-x-pages'));
    await context.setOffline(true);
    // Three other pages (their titles are all "Overview": each is told apart by its first demo).
    for (const [path, demo] of [
      ['/x/react-tree-view/', 'x/react-tree-view/ProjectFiles'],
      ['/x/react-date-pickers/', 'x/react-date-pickers/CheckInDate'],
      ['/x/react-charts/', 'x/react-charts/QuarterlySignups'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
      await expect(page.locator(`[data-demo="${demo}"]`)).toBeVisible();
    }
    // A Data Grid renders nothing on the server: rows offline mean the grid's chunk came from the cache and ran.
    await page.goto('/x/react-data-grid/');
    const grid = page.locator('[data-demo="x/react-data-grid/ProductList"]');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole('gridcell', { name: 'Desk lamp' })).toBeVisible({ timeout: 15_000 });

    // Search works offline too: its code and index are precached.
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const searchField = page.getByRole('dialog').getByRole('combobox');
    await expect(searchField).toBeFocused();
    await searchField.fill('Telemetry');
    await expect(page.getByRole('dialog').getByRole('option').first()).toHaveAttribute('href', '/x/guides/telemetry/');
    await context.setOffline(false);
  });

  await test.step('no worker on another host', async () => {
    await page.goto(baseURL!.replace('127.0.0.1', 'localhost') + '/x/introduction/');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-offline-scope', /./);
  });

  await test.step('a new sw.js takes over and reloads the focused page exactly once', async () => {
    await page.goto('/x/introduction/');
    await waitForOffline(page, pagesCacheOf('docs-x-pages'));
    // The page listens for a new worker once its registration code has run, after hydration. The page is already
    // controlled before that (since the first step), so a new worker that took over earlier would find nobody
    // listening and never reload the page (CI 56).
    await expect(page.locator('html')).toHaveAttribute('data-offline-scope', '/x/', { timeout: 15_000 });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // The next deploy's worker: the served file itself changes (the browser checks the worker script outside the
    // page's network, where routes do not reach). Only this file's tests let service workers run, one at a time.
    const file = path.join(OUT_DIR, 'x/sw.js');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${original}\n// next deploy\n`);
    try {
      await page.bringToFront();
      // The page's own registration checks sw.js when it loads; an update() while that check is still running joins
      // it and finds the old file (CI 43), as a browser that checks again later would not. So check until the new
      // worker takes over; the reload it causes may end a check midway.
      await expect
        .poll(
          async () => {
            if (loads === 0) {
              await page
                .evaluate(async () => {
                  const registration = await navigator.serviceWorker.getRegistration('/x/');
                  await registration!.update();
                })
                .catch(() => undefined);
            }
            return loads;
          },
          { timeout: 30_000, intervals: [1000] },
        )
        .toBe(1);
      await page.waitForTimeout(1500);
      expect(loads).toBe(1);
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});

// The Chinese scope runs the same worker code as the English one (whose background fetch of every page the test
// above waits for): this test checks what is its own, its scope and its caches, without waiting for that fetch.
test('the Chinese /zh/x/ pages have a worker of their own, and a page read there opens offline', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/zh/x/introduction/');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${baseURL}/zh/x/`);
  await waitForControl(page);
  // Read online once, through the worker: it keeps the page in the Chinese scope's pages cache.
  await page.goto('/zh/x/react-charts/');
  await expect.poll(() => isCached(page, pagesCacheOf('docs-zh-x-pages'), '/zh/x/react-charts/')).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  await context.setOffline(false);
});
