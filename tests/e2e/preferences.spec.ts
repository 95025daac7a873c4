import { expect, test, waitForHydration } from './fixtures';

const DARK_BACKGROUND = 'rgb(11, 14, 20)';

test.describe('colour mode', () => {
  test('a change in one tab applies in another', async ({ page, context }) => {
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto('/getting-started/installation/');
    await waitForHydration(other);
    await expect(other.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(other.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await other.close();
  });

  test('the first paint of a dark page is dark, before any JavaScript bundle runs', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
    // Without the bundles, only the inline script and the exported CSS decide the first paint.
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.goto('/getting-started/usage/');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);
  });

  test('system mode follows the operating system, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  });

  test('a corrupt stored mode reads as system', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('mui-mode', '{not a mode');
      }
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).not.toBe('{not a mode');
  });
});

test.describe('direction and density', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('right-to-left flips the layout, persists, and has no left-to-right first paint', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    const nav = page.locator('#docs-navigation');
    expect((await nav.boundingBox())!.x).toBeLessThan(100);
    // A demo on screen, hydrated before the change, with the left-to-right styles.
    const demoButton = page.locator('[data-demo="getting-started/usage/CountingButton"][data-demo-ready] button');
    await expect(demoButton).toHaveClass(/ mui-/);
    await page.getByRole('button', { name: 'Open settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-pressed', 'true');
    // The panel now opens from the left, and the demo turns to the mirrored (right-to-left) Emotion cache at once.
    expect(await panel.evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
    await expect(demoButton).toHaveClass(/muirtl-/);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeFocused();
    expect((await nav.boundingBox())!.x).toBeGreaterThan(1000);
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await nav.boundingBox())!.x).toBeGreaterThan(1000);
  });

  test('density toggles and persists', async ({ page }) => {
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    const link = page.locator('#docs-navigation a[href="/getting-started/installation/"]');
    const regular = (await link.boundingBox())!.height;
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('button', { name: 'Dense' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-dense', '');
    await page.keyboard.press('Escape');
    expect((await link.boundingBox())!.height).toBeLessThan(regular);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-dense', '');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect(page.getByRole('button', { name: 'Dense' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Default' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-dense', '');
  });
});

test.describe('code variant and styling', () => {
  const ts = (page: import('@playwright/test').Page) => page.locator('.demo-source [data-variant="TS"]').first();
  const js = (page: import('@playwright/test').Page) => page.locator('.demo-source [data-variant="JS"]').first();

  test('TypeScript by default, and a garbage cookie changes nothing', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'codeVariant', value: 'garbage', url: baseURL! }]);
    await page.goto('/getting-started/usage/');
    await expect(ts(page)).toBeVisible();
    await expect(js(page)).toBeHidden();
  });

  test('#Demo.js in the URL shows JavaScript and sets the cookie', async ({ page, context }) => {
    await page.goto('/getting-started/usage/#CountingButton.js');
    await expect(js(page)).toBeVisible();
    await expect(ts(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 60);
  });

  test('the JS button switches every sample and the choice persists', async ({ page, context }) => {
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await page.locator('.demo-toolbar button[data-set-code-variant="JS"]').first().click();
    await expect(js(page)).toBeVisible();
    await expect(page.locator('.demo-toolbar button[data-set-code-variant="JS"]').first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect((await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('JS');
    await page.reload();
    await expect(js(page)).toBeVisible();
  });

  test('a code-styling hash sets the codeStyling cookie', async ({ page, context }) => {
    await page.goto('/x/introduction/#tailwind-BasicGrid.tsx');
    await waitForHydration(page);
    expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('tailwind');
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect(page.getByRole('button', { name: 'Tailwind CSS' })).toHaveAttribute('aria-pressed', 'true');
  });
});
