import type { Page } from '@playwright/test';
import { htmlFiles, pageKind, readHtml, type PageKind } from '../support/site';
import { expect, hydrateEveryDemo, test, waitForHydration } from './fixtures';
import { injectAxe, runAxe } from './support/axe';

/**
 * One page of every kind present in out/, found from the pages themselves (so kinds that later issues add are
 * sampled without editing this file), plus the home page, the 404 page and a Chinese page.
 */
function samplePages(): Array<{ label: string; url: string }> {
  const byKind = new Map<PageKind, string>();
  for (const file of htmlFiles()) {
    const html = readHtml(file);
    if (!html.includes('<article') || file.startsWith('zh/') || file.startsWith('test-fixtures/')) {
      continue;
    }
    const kind = pageKind(html);
    if (!byKind.has(kind)) {
      byKind.set(kind, `/${file.replace(/index\.html$/, '')}`);
    }
  }
  return [
    { label: 'home', url: '/' },
    ...[...byKind].map(([kind, url]) => ({ label: kind, url })),
    { label: '404', url: '/no/such/page/' },
    { label: 'Chinese', url: `/zh${byKind.get('prose') ?? '/'}` },
  ];
}

/** Load the page fully: hydrated, every demo island scrolled into view and rendered. */
async function settle(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  if ((await page.locator('.demo-preview[data-demo]').count()) > 0) {
    await hydrateEveryDemo(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const samples = samplePages();

test('the sample covers prose, demos and Data Grid pages', () => {
  expect(samples.map((sample) => sample.label)).toEqual(expect.arrayContaining(['prose', 'demos', 'grid']));
});

/** Serious and critical axe violations of the whole page, as `rule (impact): targets` (axe injected beforehand). */
async function blockingViolations(page: Page) {
  const violations = await runAxe(page, null);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

// One load per sample page: it is checked for requests to other origins, then by axe in light mode, then again once
// the reader switches to dark mode (the colour scheme changes colours only, not the DOM axe reads).
for (const { label, url } of samples) {
  test(`the ${label} page (${url}) requests nothing from another origin, and axe finds no serious or critical violation in light and dark mode`, async ({
    page,
    blockedRequests,
    allowConsoleError,
  }) => {
    if (label === '404') {
      allowConsoleError(/status of 404/);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await settle(page, url);
    await page.waitForLoadState('networkidle');
    expect(blockedRequests).toEqual([]);
    const found: Record<string, string[]> = {};
    await injectAxe(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
      found[scheme] = await blockingViolations(page);
    }
    expect(found).toEqual({ light: [], dark: [] });
  });
}

for (const { label, url } of samples.filter((sample) => ['prose', 'demos', 'grid'].includes(sample.label))) {
  test(`the ${label} page (${url}) does not shift as it streams in over a slow network on a wide screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) {
            (window as unknown as { shifts: number[] }).shifts.push(entry.value);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Slow enough that the browser paints the page before its HTML has fully arrived, as on a real connection.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    });
    await page.goto(url, { timeout: 25_000 });
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls).toBeLessThan(0.05);
  });
}

test('printing shows the article without the frame', async ({ page }) => {
  await page.goto('/getting-started/usage/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article .demo-preview').first()).toBeVisible();
  for (const selector of ['header', '#docs-navigation', 'aside', 'footer', '.demo-toolbar']) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
});
