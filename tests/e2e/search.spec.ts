import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog', { name: /Search the documentation|搜索文档/ });
const field = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await field(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

test.describe('search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the dialog’s code and the index load on first open, not with the page', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/customization/palette/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await search(page, 'palette');
    expect(requests.filter((path) => path.startsWith('/pagefind/')).length).toBeGreaterThan(0);
  });

  test('Ctrl+K and / open it, Escape closes it and focus returns where it was', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    const skipTarget = page.getByRole('link', { name: 'Usage' }).first();
    await skipTarget.focus();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(skipTarget).toBeFocused();

    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    // The app bar button shows the shortcut and opens the same dialog.
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button).toContainText('Ctrl K');
    await button.click();
    await expect(field(page)).toBeFocused();
  });

  test('a page’s title ranks it first, with its section, area and plan; the count is announced', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'Telemetry');
    const first = options(page).first();
    await expect(first).toHaveAttribute('data-url', '/x/guides/telemetry/');
    await expect(first).toContainText('Telemetry');
    await expect(first).toContainText('Introduction');
    await expect(first).toContainText('MUI X');
    await expect(first).toContainText('Pro');
    await expect(first.locator('mark').first()).toHaveText(/telemetry/i);
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/);
  });

  test('a heading is a result of its own that links to its anchor', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'Three ways to set a colour');
    await expect(dialog(page).locator('[role="option"][data-url="/customization/palette/#three-ways-to-set-a-colour"]')).toBeVisible();
  });

  test('arrows move through results and Enter opens the selected one', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'Colour roles');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const target = (await second.getAttribute('data-url'))!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?]/g, '\\$&')}$`));
  });

  test('the area filter keeps MUI X results only', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'palette');
    await expect(dialog(page).locator('[data-url^="/customization/"]').first()).toBeVisible();
    await dialog(page).getByRole('button', { name: 'MUI X', exact: true }).click();
    await expect(dialog(page).getByRole('button', { name: 'MUI X', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog(page).locator('[data-url^="/customization/"]')).toHaveCount(0);
    const urls = await options(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-url')));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url!.startsWith('/x/'))).toBe(true);
  });

  test('recent searches are remembered; a corrupt stored value is ignored', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-search-recent', '{corrupt');
      }
    });
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await expect(dialog(page).getByText('Recent searches', { exact: true })).toHaveCount(0);
    await field(page).fill('Telemetry');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/guides\/telemetry\/$/);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByText('Recent searches', { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Telemetry' }).click();
    await expect(field(page)).toHaveValue('Telemetry');
  });

  test('a Chinese page searches the Chinese index and finds a page by its Chinese title', async ({ page }) => {
    await page.goto('/zh/customization/palette/');
    await waitForHydration(page);
    await search(page, '遥测');
    await expect(options(page).first()).toHaveAttribute('data-url', '/zh/x/guides/telemetry/');
    await expect(dialog(page).getByRole('status')).toHaveText(/个结果/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: the open dialog with results has no serious or critical violation (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/getting-started/installation/');
      await waitForHydration(page);
      await search(page, 'palette');
      const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
      const blocking = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
});
