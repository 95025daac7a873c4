import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A page whose scripts fail after it has started (a new deploy removed the old chunks, the network dropped) keeps
 * everything it showed: the exported HTML is the page, and each feature whose code could not load says so in its
 * own place with a way to reload. The bundler's runtime retries a failed chunk once before giving up.
 */

const PAGE = '/components/buttons/';
const CHUNK = /\/_next\/static\/chunks\/[^/?]+\.js(\?.*)?$/;
/** What Chromium logs for a script that answers 404 or cannot be fetched offline: provoked on purpose here. */
const FAILED_LOAD = /Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/;

/** The chunks a page's HTML names: loaded at start, before anything below can fail. */
async function initialChunks(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set([...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]));
}

interface ChunkFailures {
  /** How many times each chunk the page asked for after start was requested. */
  requests: Map<string, number>;
}

/**
 * Every chunk the page loads after start (not named by its HTML) fails as `fail` says: `'always'` answers 404
 * (the chunk is gone), `'once'` answers 404 to the first request of each chunk and serves the next.
 * `only` limits the failures to chunks whose code contains one of the strings.
 */
async function failLaterChunks(
  context: BrowserContext,
  page: Page,
  fail: 'always' | 'once',
  only?: string[],
): Promise<ChunkFailures> {
  const initial = await initialChunks(page, PAGE);
  const requests = new Map<string, number>();
  await context.route(CHUNK, async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (initial.has(pathname)) {
      return route.continue();
    }
    if (only) {
      const body = await (await route.fetch()).text();
      if (!only.some((marker) => body.includes(marker))) {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body });
      }
    }
    const count = (requests.get(pathname) ?? 0) + 1;
    requests.set(pathname, count);
    if (fail === 'always' || count === 1) {
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
    }
    return route.continue();
  });
  return { requests };
}

/** The visible text of `<main>` before anything failed: the title and the prose. */
async function mainText(page: Page): Promise<string> {
  // `innerText` leaves out what is not rendered, and a demo block far from the viewport is not (content-visibility):
  // read them all as they show when the reader reaches them.
  return page.locator('main').evaluate((main: HTMLElement) => {
    const style = document.createElement('style');
    style.textContent = '.demo { content-visibility: visible !important; }';
    document.head.append(style);
    try {
      return main.innerText;
    } finally {
      style.remove();
    }
  });
}

/** Everything `<main>` showed before is still there (the reload offers only add to it). */
async function expectMainIntact(page: Page, before: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const after = await mainText(page);
  const lines = before.split('\n').filter((line) => line.trim().length > 20);
  expect(lines.length).toBeGreaterThan(10);
  const missing = lines.filter((line) => !after.includes(line));
  expect(missing, 'lines of <main> lost').toEqual([]);
}

test.describe('chunks that 404 after start', () => {
  test('each demo and search offer a reload in place, settings still work; the page, its navigation and its demos’ previews stay', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(FAILED_LOAD);
    const { requests } = await failLaterChunks(context, page, 'always');
    await page.goto(PAGE);
    await waitForHydration(page);
    const before = await mainText(page);

    // A demo near the viewport: its server-rendered preview and source stay, with the offer below the preview.
    const demo = page.locator('.demo').first();
    await demo.scrollIntoViewIfNeeded();
    const offer = demo.locator('.island-failed');
    await expect(offer).toHaveText(/This demo could not load\. Reload the page\./, { timeout: 15_000 });
    await expect(offer.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(demo.locator('.demo-preview').getByRole('button').first()).toBeVisible();
    await expect(demo.locator('.demo-preview')).not.toHaveAttribute('data-demo-ready');
    await expect(demo.locator('.demo-source')).toHaveCount(1);
    // The runtime asks for each failed chunk twice (once more after a short pause) before giving up: an even count,
    // as a demo that starts later and needs the same chunk tries it afresh, twice again. Another demo near the
    // viewport may be between its two requests right now (a red run saw a count of 1): its retry is waited for.
    expect([...requests.values()].length).toBeGreaterThan(0);
    await expect
      .poll(() => [...requests].filter(([, count]) => count < 2 || count % 2 !== 0), {
        message: 'chunks asked for without their retry',
        timeout: 5000,
      })
      .toEqual([]);

    // Search: its dialog's code is gone, so the offer shows where search opens; Escape dismisses it.
    await page.getByRole('button', { name: 'Search' }).click();
    const searchOffer = page.getByRole('alert').filter({ hasText: 'Search could not load. Reload the page.' });
    await expect(searchOffer).toBeVisible({ timeout: 15_000 });
    await expect(searchOffer.getByRole('button', { name: 'Reload' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchOffer).toHaveCount(0);

    // Settings need no code of their own: they open and apply a choice with every later chunk gone.
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Dense' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-dense', '');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();

    await expectMainIntact(page, before);
    await expect(page.locator('nav[aria-label="Main navigation"] a').first()).toBeAttached();

    // Reload, with the chunks back: the demo runs.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await offer.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    const reloaded = page.locator('.demo').first().locator('.demo-preview');
    await reloaded.scrollIntoViewIfNeeded();
    await expect(reloaded).toHaveAttribute('data-demo-ready', '', { timeout: 15_000 });
    await expect(page.locator('.island-failed')).toHaveCount(0);
  });

  test('the drawer opens on a phone when no chunk can load any more', async ({ page, context, allowConsoleError }) => {
    allowConsoleError(FAILED_LOAD);
    await page.setViewportSize({ width: 390, height: 800 });
    await failLaterChunks(context, page, 'always');
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Navigation menu' }).click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Installation' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the ad whose code is gone is hidden and reports a crash', async ({
    page,
    context,
    analyticsHits,
    allowConsoleError,
  }) => {
    allowConsoleError(FAILED_LOAD);
    const { requests } = await failLaterChunks(context, page, 'always', ['#carbonads']);
    await page.goto(PAGE);
    await waitForHydration(page);
    const before = await mainText(page);
    await expect
      .poll(() => analyticsHits.find((hit) => hit.name === 'crash')?.params, { timeout: 15_000 })
      .toEqual({
        event_category: 'ad',
        event_label: 'crash-body-top',
      });
    expect([...requests.values()]).toEqual([2]);
    await expect(page.locator('[data-ad-block]')).toBeEmpty();
    await expectMainIntact(page, before);
  });
});

test('chunks that fail once then load: every feature works, and each chunk was asked for a second time', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(FAILED_LOAD);
  const { requests } = await failLaterChunks(context, page, 'once');
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('.demo-preview[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-demo-ready', '', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
  // The dialog opens at once; its results' code renders their live region into it.
  await expect(page.getByRole('dialog').getByRole('status')).toBeAttached({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.island-failed')).toHaveCount(0);
  expect(requests.size).toBeGreaterThan(2);
  expect(
    [...requests.values()].every((count) => count === 2),
    JSON.stringify([...requests]),
  ).toBe(true);
});

test('the network drops mid-session: what could not load offers a reload, and loads after it', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(FAILED_LOAD);
  await page.goto(PAGE);
  await waitForHydration(page);
  const before = await mainText(page);
  await context.setOffline(true);
  const demo = page.locator('.demo').last();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('.island-failed')).toContainText('This demo could not load', { timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const searchOffer = page.getByRole('alert').filter({ hasText: 'Search could not load' });
  await expect(searchOffer).toBeVisible({ timeout: 15_000 });
  await expectMainIntact(page, before);

  await context.setOffline(false);
  await searchOffer.getByRole('button', { name: 'Reload' }).click();
  await page.waitForLoadState('load');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused({ timeout: 15_000 });
});
