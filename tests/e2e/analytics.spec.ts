import { expect, test, waitForHydration } from './fixtures';
import type { AnalyticsHit } from './support/fakeGtag';

// The test build sets a GA4 measurement id; the fixtures answer Google's hosts and keep every hit.
const pageViews = (hits: AnalyticsHit[]) => hits.filter((hit) => hit.name === 'page_view');

test.describe('analytics', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a page view after load, and one after a client-side navigation with the new title', async ({
    page,
    analyticsHits,
  }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await expect.poll(() => pageViews(analyticsHits).length).toBe(1);
    const [first] = pageViews(analyticsHits);
    expect(first.title).toBe(await page.title());
    // The canonical location: the production origin, not the test server's.
    expect(first.location).toBe('https://mui.com/getting-started/installation/');
    expect(first.user).toEqual({
      code_variant: 'TS',
      user_language: 'en',
      color_scheme: 'light',
      system_color_scheme: 'light',
      device_pixel_ratio: '1',
    });

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.locator('summary', { hasText: 'Theming' }).click();
    await nav.locator('a[href="/customization/palette/"]').click();
    await expect(page).toHaveTitle('Palette - MUI');
    await expect.poll(() => pageViews(analyticsHits).length).toBe(2);
    const second = pageViews(analyticsHits)[1];
    expect(second.title).toBe('Palette - MUI');
    expect(second.location).toBe('https://mui.com/customization/palette/');
  });

  test('a click inside an element with event data sends its event; a split of 0 sends nothing', async ({
    page,
    analyticsHits,
  }) => {
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await expect.poll(() => pageViews(analyticsHits).length).toBe(1);

    // The demo toolbar's buttons carry their event data; a click on the icon inside reaches the button's.
    const demo = page.locator('.demo').first();
    const name = await demo.getAttribute('data-demo-root');
    await demo.locator('[data-demo-action="toggle-source"] span:visible').click();
    await expect.poll(() => analyticsHits.filter((hit) => hit.name === 'toggle-source').length).toBe(1);
    expect(analyticsHits.find((hit) => hit.name === 'toggle-source')?.params).toEqual({
      event_category: 'demo',
      event_label: name,
    });

    // Sampled elements: a split of 0 never sends, a split of 1 always does.
    await page.evaluate(() => {
      for (const split of ['0', '1']) {
        const button = document.createElement('button');
        button.textContent = `split ${split}`;
        button.dataset.gaEventCategory = 'test';
        button.dataset.gaEventAction = `split-${split}`;
        button.dataset.gaEventSplit = split;
        document.querySelector('article')!.prepend(button);
      }
    });
    await page.getByRole('button', { name: 'split 0' }).click();
    await page.getByRole('button', { name: 'split 1' }).click();
    await expect.poll(() => analyticsHits.filter((hit) => hit.name === 'split-1').length).toBe(1);
    expect(analyticsHits.filter((hit) => hit.name === 'split-0')).toEqual([]);
  });

  test('user properties carry the colour scheme in use and the system one', async ({ page, analyticsHits }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/customization/palette/');
    await waitForHydration(page);
    await expect
      .poll(() => pageViews(analyticsHits)[0]?.user)
      .toMatchObject({ color_scheme: 'dark', system_color_scheme: 'dark' });
  });
});

test.describe('MUI X telemetry', () => {
  test('switched on for the commercial demos, yet a production build sends nothing to its endpoint', async ({
    page,
    context,
  }) => {
    const telemetry: string[] = [];
    await context.route(/^https:\/\/x-telemetry\.mui\.com\//, (route) => {
      telemetry.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    const licenceChecks: string[] = [];
    page.on('console', (message) => {
      if (/MUI X: Missing license key/i.test(message.text())) {
        licenceChecks.push(message.text());
      }
    });
    await page.goto('/x/react-data-grid/');
    await waitForHydration(page);
    const demo = page.locator('[data-demo="x/react-data-grid/PinnedColumns"]');
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.getByRole('columnheader').first()).toBeVisible();
    // The licence check ran (the point where the packages report telemetry)...
    await expect.poll(() => licenceChecks.length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    // ...and nothing went to the telemetry endpoint.
    expect(telemetry).toEqual([]);
  });
});
