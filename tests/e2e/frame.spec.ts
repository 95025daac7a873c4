import { expect, test, waitForHydration } from './fixtures';

const FEEDBACK_ENDPOINT = 'https://feedback.docs.invalid/v1/feedback';
const FEEDBACK_ERROR = "Couldn't submit feedback. Please try again later.";

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/getting-started/usage/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the page paints its text before asking for any script, then its scripts hydrate it', async ({ page }) => {
  await page.goto('/getting-started/usage/');
  await waitForHydration(page);
  const timings = await page.evaluate(() => ({
    contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timings.contentfulPaint).toBeGreaterThan(0);
  expect(timings.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.contentfulPaint!);
});

test('a heading shows its permalink on focus', async ({ page }) => {
  await page.goto('/getting-started/usage/');
  await waitForHydration(page);
  const anchor = page.locator('a.anchor-link[href="#add-cssbaseline"]');
  await expect(anchor).toHaveCSS('opacity', '0');
  await anchor.focus();
  await expect(anchor).toHaveCSS('opacity', '1');
  await expect(anchor).toHaveAccessibleName('Link to this section');
});

test('the colour mode switches without reloading and survives a reload', async ({ page }) => {
  await page.goto('/getting-started/usage/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'light');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.evaluate(() => {
    (document.querySelector('main') as HTMLElement & { marker?: boolean }).marker = true;
  });
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(lightBackground);
  // The page was not remounted: the colours changed through CSS variables.
  expect(await page.evaluate(() => (document.querySelector('main') as HTMLElement & { marker?: boolean }).marker)).toBe(
    true,
  );
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('main');
  // Set by the inline script before the first paint, so there is no light flash.
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
});

test('code blocks copy their source', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/getting-started/installation/');
  await waitForHydration(page);
  const block = page.locator('pre').first();
  await block.hover();
  await page.getByRole('button', { name: 'Copy code' }).first().click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'npm install @mui/material @emotion/react @emotion/styled',
  );
});

test.describe('page feedback', () => {
  test('a failing endpoint shows the error snackbar', async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource/);
    await page.route(FEEDBACK_ENDPOINT, (route) => route.fulfill({ status: 503 }));
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: FEEDBACK_ERROR })).toBeVisible();
  });

  test('an unreachable endpoint shows the error snackbar', async ({ page, blockedRequests, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource/);
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('alert').filter({ hasText: FEEDBACK_ERROR })).toBeVisible();
    expect(blockedRequests).toContain(FEEDBACK_ENDPOINT);
  });

  test('an answer and comment are posted and remembered for the page', async ({ page }) => {
    const posted: unknown[] = [];
    await page.route(FEEDBACK_ENDPOINT, async (route) => {
      posted.push(route.request().postDataJSON());
      await route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await page.route(FEEDBACK_ENDPOINT, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({
            status: 204,
            headers: {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Headers': 'content-type',
              'Access-Control-Allow-Methods': 'POST',
            },
          })
        : route.fallback(),
    );
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('textbox', { name: /What was missing/ }).fill('A demo of nested themes.');
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect(page.getByRole('button', { name: 'Comment sent' })).toBeDisabled();
    expect(posted).toEqual([
      {
        page: '/getting-started/usage',
        rating: 'no',
        comment: '',
        language: 'en',
        version: expect.stringMatching(/^v7\.3\./),
      },
      {
        page: '/getting-started/usage',
        rating: 'no',
        comment: 'A demo of nested themes.',
        language: 'en',
        version: expect.stringMatching(/^v7\.3\./),
      },
    ]);
    await expect(page.getByText(FEEDBACK_ERROR)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'No', pressed: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /What was missing/ })).toHaveValue('A demo of nested themes.');
  });
});
