import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { OUT_DIR } from '../support/site';
import { expect, test, waitForHydration } from './fixtures';

const NETWORK_SCRIPT = 'https://ads.docs.invalid/network.js';
const FEED = 'https://adfeed.docs.invalid/ads.json';
const PAGE = '/getting-started/installation/';

/**
 * Make the ad's draws of `Math.random` return these values in order (then 0.5). Only calls from the ad's own
 * chunk (found in out/ by the id of the network script it inserts) take from the queue; React, Next and analytics
 * draw too.
 * The ad draws, in order: its shape (< 0.2 inline), an in-house ad for the direct case, then, when ads are
 * blocked, notice-or-ad (< 0.2 notice) and which in-house ad; then the display sample (< 0.1 reported).
 */
async function randomValues(page: Page, values: number[]) {
  const chunks = path.join(OUT_DIR, '_next/static/chunks');
  const adChunks = fs
    .readdirSync(chunks)
    .filter(
      (name) => name.endsWith('.js') && fs.readFileSync(path.join(chunks, name), 'utf8').includes('ad-network-script'),
    )
    .map((name) => `/_next/static/chunks/${name}`);
  expect(adChunks.length).toBeGreaterThan(0);
  await page.addInitScript(
    ({ queue, ad }: { queue: number[]; ad: string[] }) => {
      const original = Math.random;
      Math.random = () => {
        const caller = /(https?:\/\/[^\s)]+?):\d+:\d+/.exec(new Error().stack?.split('\n')[2] ?? '')?.[1];
        const path = caller ? new URL(caller).pathname : '';
        if (!ad.includes(path)) {
          return original();
        }
        return queue.length > 0 ? queue.shift()! : 0.5;
      };
    },
    { queue: values, ad: adChunks },
  );
}

/** A network script that renders its placement with the given link where the script was inserted. */
function networkScript(link: string) {
  return `(() => {
    const placement = document.createElement('div');
    placement.id = 'carbonads';
    placement.innerHTML = '<a href="${link}">Network ad</a>';
    document.currentScript.parentElement.append(placement);
  })();`;
}

/** Events the page sends to analytics, collected in the page. */
async function collectAnalytics(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { analytics: unknown[] }).analytics = [];
    window.addEventListener('docs:analytics', (event) =>
      (window as unknown as { analytics: unknown[] }).analytics.push((event as CustomEvent).detail),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { analytics: Array<{ action: string; label: string }> }).analytics);
}

const block = (page: Page) => page.locator('[data-ad-block]');

test.describe('ad block', () => {
  test('shows the network ad when its script renders a placement, once, and reports the display', async ({
    page,
    context,
    analyticsHits,
  }) => {
    let scripts = 0;
    await context.route(NETWORK_SCRIPT, (route) => {
      scripts += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: networkScript('https://ads.docs.invalid/click/42'),
      });
    });
    await randomValues(page, [0.5, 0.5, 0.05]);
    const events = await collectAnalytics(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(block(page).locator('#carbonads')).toBeVisible();
    await expect(block(page).locator('[data-ad-name], [data-ad-type="notice"]')).toHaveCount(0);
    await expect(page.locator('script#ad-network-script')).toHaveCount(1);
    expect(scripts).toBe(1);
    await expect
      .poll(events, { timeout: 6000 })
      .toContainEqual({ category: 'ad', action: 'display', label: 'carbon-body-top-image' });
    // ...and the analytics module sends it on to Google Analytics.
    await expect
      .poll(() => analyticsHits.find((hit) => hit.name === 'display')?.params)
      .toEqual({ event_category: 'ad', event_label: 'carbon-body-top-image' });
  });

  test('blocked network: after the seventh poll, an in-house ad', async ({ page, context, allowConsoleError }) => {
    allowConsoleError(/ERR_FAILED|Failed to load resource/);
    await context.route(NETWORK_SCRIPT, (route) => route.abort('failed'));
    await randomValues(page, [0.5, 0.5, 0.5, 0.9]);
    const started = Date.now();
    await page.goto(PAGE);
    const ad = block(page).locator('a.ad[data-ad-name="design-kit"]');
    await expect(ad).toBeVisible({ timeout: 8000 });
    // Seven polls of 500 ms.
    expect(Date.now() - started).toBeGreaterThan(3000);
    await expect(ad).toHaveAttribute('rel', 'noopener sponsored');
    await expect(ad).toHaveAttribute('target', '_blank');
    await expect(ad.locator('img')).toHaveAttribute('width', '130');
  });

  test('blocked network: the ad-block notice for the forced 20%', async ({ page, context, allowConsoleError }) => {
    allowConsoleError(/ERR_FAILED|Failed to load resource/);
    await context.route(NETWORK_SCRIPT, (route) => route.abort('failed'));
    await randomValues(page, [0.5, 0.5, 0.1]);
    await page.goto(PAGE);
    await expect(block(page).locator('[data-ad-type="notice"]')).toContainText(
      'Please consider allowing ads on this site.',
      { timeout: 8000 },
    );
  });

  test("the network's own fallback ad is replaced by an in-house ad of carbon type", async ({ page, context }) => {
    await context.route(NETWORK_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: networkScript('https://ads.docs.invalid/fallback?ad=house'),
      }),
    );
    await randomValues(page, [0.5, 0.5, 0.3]);
    await page.goto(PAGE);
    await expect(block(page).locator('a.ad[data-ad-type="carbon"][data-ad-name="themes"]')).toBeVisible();
    await expect(block(page).locator('#carbonads')).toBeHidden();
  });

  test('inline shape: the feed is read again until an item has a statlink, pixels carry its timestamp, its HTML is inert', async ({
    page,
    context,
    allowCspViolation,
    allowConsoleError,
  }) => {
    // Chromium checks an event handler attribute against the Content-Security-Policy as soon as any parser reads it,
    // the sanitiser's inert DOMParser included: the feed's `onerror` is refused (and reported) before it is dropped.
    allowCspViolation(/^script-src-attr inline$/);
    allowConsoleError(/^console\.error: Executing inline event handler violates the following Content Security Policy/);
    let feedRequests = 0;
    const pixels: string[] = [];
    await context.route(FEED, (route) => {
      feedRequests += 1;
      const ads =
        feedRequests < 3
          ? [{ company: 'No link yet', description: 'x' }]
          : [
              {
                statlink: 'https://srv.docs.invalid/click/7',
                statimp: 'https://srv.docs.invalid/imp/7',
                image: 'https://srv.docs.invalid/logo.png',
                company: 'Acme',
                description:
                  'Fast <strong>builds</strong><img src=x onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:window.hacked=3">go</a>',
                pixel: 'https://px.docs.invalid/a?t=[timestamp]||https://px.docs.invalid/b/[timestamp]',
                timestamp: 1732250000,
              },
            ];
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ ads }),
      });
    });
    await context.route(/^https:\/\/(srv|px)\.docs\.invalid\//, (route) => {
      pixels.push(route.request().url());
      return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    });
    await randomValues(page, [0.1]);
    await page.goto(PAGE);
    const ad = block(page).locator('[data-ad-type="inline"] a.ad');
    await expect(ad).toHaveAttribute('href', 'https://srv.docs.invalid/click/7');
    await expect(ad).toContainText('Acme');
    await expect(ad.locator('strong', { hasText: 'builds' })).toBeVisible();
    expect(feedRequests).toBe(3);
    await expect
      .poll(() => pixels.sort())
      .toEqual(
        expect.arrayContaining([
          'https://px.docs.invalid/a?t=1732250000',
          'https://px.docs.invalid/b/1732250000',
          'https://srv.docs.invalid/imp/7',
        ]),
      );
    // Nothing of the hostile markup ran or reached the DOM.
    await ad.click({ trial: true });
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(block(page).locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
  });

  test('a bot gets an empty block and no ad request', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const requests: string[] = [];
    await context.route(/^https:\/\//, (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    await expect(block(page)).toBeEmpty();
    // Analytics (configured in the test build) is not the ad's: nothing else may leave.
    expect(requests.filter((url) => !url.startsWith('https://www.googletagmanager.com/'))).toEqual([]);
    await context.close();
  });

  test('the ad area never shifts the page', async ({ context }) => {
    await context.route(NETWORK_SCRIPT, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: networkScript('https://ads.docs.invalid/fallback') }),
    );
    await context.addInitScript(() => {
      const shifts: Array<{ at: number; value: number }> = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.push({ at: entry.startTime, value: entry.value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [390, 1280]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      await expect(block(page).locator('a.ad')).toBeVisible();
      const box = await block(page).boundingBox();
      expect(box!.height).toBe(width < 600 ? 142 : 126);
      // The ad is drawn by scripts, which run once the document is parsed; a shift before that is the parser's
      // (a busy machine may paint a table before its last rows arrive), not the ad's.
      const adShifts = await page.evaluate(() => {
        const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
        return (window as unknown as { shifts: Array<{ at: number; value: number }> }).shifts.filter(
          (shift) => shift.at >= parsed,
        );
      });
      expect(adShifts).toEqual([]);
      await page.close();
    }
  });
});
