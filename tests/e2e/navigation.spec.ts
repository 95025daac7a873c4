import { expect, test, waitForHydration } from './fixtures';

test.describe('navigation drawer', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('opens a collapsed group and navigates to a nested page', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
    const palette = nav.locator('a[href="/customization/palette/"]');
    await expect(palette).toBeHidden();
    await nav.locator('summary', { hasText: 'Theming' }).click();
    await palette.click();
    await expect(page).toHaveURL(/\/customization\/palette\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palette');
    await expect(page).toHaveTitle('Palette - MUI');
    await expect(palette).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Installation' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('opens the group of the current page and scrolls the current link into view', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 260 });
    await page.goto('/customization/palette/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const current = nav.locator('a[href="/customization/palette/"]');
    await expect(current).toBeVisible();
    await expect(current).toBeInViewport();
  });
});

test.describe('navigation on small screens', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu button opens the navigation as a drawer that navigates', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const menu = page.getByRole('button', { name: 'Navigation menu' });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const current = nav.getByRole('link', { name: 'Installation' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeFocused();
    await nav.getByRole('link', { name: 'Usage', exact: true }).click();
    await expect(page).toHaveURL(/\/getting-started\/usage\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usage');
    await expect(nav).toBeHidden();
  });

  test('Escape and the backdrop close the drawer and return focus to the menu button', async ({ page }) => {
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const menu = page.getByRole('button', { name: 'Navigation menu' });
    await menu.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.getByTestId('navigation-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('previous and next links', () => {
  test('walk the pages in navigation order', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link', { name: /Previous\s*Getting Started/ })).toHaveAttribute(
      'href',
      '/getting-started/',
    );
    await pager.getByRole('link', { name: /Next\s*Usage/ }).click();
    await expect(page).toHaveURL(/\/getting-started\/usage\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usage');
    await expect(pager.getByRole('link', { name: /Next\s*Example Projects/ })).toHaveAttribute(
      'href',
      '/getting-started/example-projects/',
    );
    await pager.getByRole('link', { name: /Previous\s*Installation/ }).click();
    await expect(page).toHaveURL(/\/getting-started\/installation\/$/);
  });
});

test.describe('table of contents', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a click scrolls to the heading, updates the hash and marks the entry', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const entry = toc.getByRole('link', { name: 'The Roboto font' });
    await entry.click();
    await expect(page).toHaveURL(/#the-roboto-font$/);
    const top = await page.locator('#the-roboto-font').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    await expect(entry).toHaveAttribute('aria-current', 'location');
  });

  test('tracks the section in view while the reader scrolls', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(0);
    for (const [id, name] of [
      ['peer-dependencies', 'Peer dependencies'],
      ['icons', 'Icons'],
      ['install-the-package', 'Install the package'],
    ]) {
      await page.evaluate((headingId) => {
        const heading = document.getElementById(headingId)!;
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 90);
      }, id);
      await expect(toc.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'location');
      await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    }
  });
});
