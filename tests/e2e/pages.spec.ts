import { expect, test, waitForHydration } from './fixtures';

test('the home page leads into both documentation areas', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/ - MUI$/);
  await page.getByRole('link', { name: /MUI X/ }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await page.goBack();
  await page.getByRole('link', { name: /Material UI/ }).click();
  await expect(page).toHaveURL(/\/getting-started\/installation\/$/);
});

test('an unknown path answers 404 with a page that links back into the docs', async ({ page, allowConsoleError }) => {
  // Chromium logs the document's own 404 status.
  allowConsoleError(/status of 404/);
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found - MUI');
  await page.getByRole('link', { name: 'MUI X: introduction' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
});

test('/x/ redirects to the introduction, keeping the hash', async ({ page }) => {
  await page.goto('/x/#plans');
  await expect(page).toHaveURL(/\/x\/introduction\/#plans$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });

  test('a page shows its prose, navigation and highlighted code, styled', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expect(page.getByText('Material UI is published on npm as')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Usage', exact: true })).toBeVisible();
    await expect(page.locator('pre .token').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Icons', exact: true }),
    ).toBeVisible();
    // Styles come from <head>: the sidebar is laid out, not an unstyled list.
    expect(await page.locator('head style[data-emotion-ssr^="mui "]').count()).toBe(1);
    expect(await page.locator('body style[data-emotion], body style[data-emotion-ssr]').count()).toBe(0);
    await expect(nav).toHaveCSS('position', 'sticky');
  });

  test('a collapsed navigation group still opens', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.locator('summary', { hasText: 'Theming' }).click();
    await nav.locator('a[href="/customization/palette/"]').click();
    await expect(page).toHaveURL(/\/customization\/palette\/$/);
  });

  test('/x/ still redirects', async ({ page }) => {
    await page.goto('/x/');
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
  });
});
