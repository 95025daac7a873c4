import type { Locator, Page } from '@playwright/test';
import { expect, hydrateEveryDemo, test, waitForHydration } from './fixtures';

/**
 * A sample of the Data Grid pages (community, Pro and Premium demos, a demo application, server-side data, a
 * components page): every grid demo shows rows once hydrated, and the page does not jump when the grids arrive.
 * The console check of the fixtures allows the missing-licence message only on pages with commercial demos.
 */
const SAMPLE = [
  '/x/react-data-grid/',
  '/x/react-data-grid/quickstart/',
  '/x/react-data-grid/sorting/',
  '/x/react-data-grid/filtering/',
  '/x/react-data-grid/column-pinning/',
  '/x/react-data-grid/aggregation/',
  '/x/react-data-grid/demos/inventory/',
  '/x/react-data-grid/server-side-data/',
  '/x/react-data-grid/components/toolbar/',
  '/zh/x/react-data-grid/editing/',
];

/** Heights of the demos' previews, by demo id. */
async function previewHeights(page: Page): Promise<Record<string, number>> {
  return page
    .locator('.demo-preview[data-demo]')
    .evaluateAll((previews) =>
      Object.fromEntries(
        previews.map((preview) => [preview.getAttribute('data-demo'), preview.getBoundingClientRect().height]),
      ),
    );
}

const gridsOf = (scope: Page | Locator) => scope.locator('.demo-preview[data-demo] .MuiDataGrid-root');

test.describe('Data Grid pages', () => {
  for (const url of SAMPLE) {
    test(`${url}: every grid demo shows rows after hydration, in the space the server reserved`, async ({
      page,
      browser,
    }) => {
      // Without JavaScript: the exported page alone, with the room each demo keeps for its grid.
      const staticContext = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(url);
      const reserved = await previewHeights(staticPage);
      await staticContext.close();

      await page.goto(url);
      await waitForHydration(page);
      await hydrateEveryDemo(page);
      const grids = gridsOf(page);
      const count = await grids.count();
      expect(count, 'grid demos on the page').toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const grid = grids.nth(index);
        await grid.scrollIntoViewIfNeeded();
        // Rows may come from a simulated server after a delay.
        await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 10_000 });
      }
      const hydrated = await previewHeights(page);
      for (const [demo, height] of Object.entries(hydrated)) {
        expect(
          Math.abs(height - reserved[demo]!),
          `${demo}: ${reserved[demo]} px exported, ${height} px hydrated`,
        ).toBeLessThanOrEqual(4);
      }
    });
  }

  test('clicking a column header sorts the rows by that column, and again in reverse', async ({ page }) => {
    await page.goto('/x/react-data-grid/');
    await waitForHydration(page);
    const demo = page.locator('.demo-preview[data-demo="x/react-data-grid/ProductList"]');
    await demo.scrollIntoViewIfNeeded();
    const names = demo.locator('[role="gridcell"][data-field="name"]');
    await expect(names.first()).toBeVisible();
    const before = await names.allTextContents();
    const stock = async () =>
      (await demo.locator('[role="gridcell"][data-field="stock"]').allTextContents()).map(Number);

    await demo.getByRole('columnheader', { name: 'In stock' }).click();
    await expect(demo.getByRole('columnheader', { name: 'In stock' })).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await stock();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await names.allTextContents()).not.toEqual(before);

    await demo.getByRole('columnheader', { name: 'In stock' }).click();
    await expect(demo.getByRole('columnheader', { name: 'In stock' })).toHaveAttribute('aria-sort', 'descending');
    expect(await stock()).toEqual([...ascending].reverse());
  });

  test('the code-styling choice switches the samples of a components page and is remembered', async ({ page }) => {
    await page.goto('/x/react-data-grid/components/toolbar/');
    await waitForHydration(page);
    const demo = page.locator('.demo[data-has-tailwind][data-has-css]').first();
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-demo]')).toHaveAttribute('data-demo-ready', '');
    await demo.getByRole('button', { name: 'Show code' }).click();
    const code = demo.locator('.demo-source code:visible');
    const source = demo.locator('a.demo-source-link:visible');
    await expect(source).toHaveAttribute('href', /\/[A-Z]\w*\.tsx$/);
    await expect(code.first()).toContainText('@mui/');
    const system = await code.first().textContent();

    await demo.getByRole('button', { name: 'Tailwind CSS' }).click();
    await expect(source).toHaveAttribute('href', /\.tailwind\.tsx$/);
    await expect(code.first()).toContainText('className=');
    expect(await code.first().textContent()).not.toBe(system);

    await demo.getByRole('button', { name: 'Plain CSS' }).click();
    await expect(source).toHaveAttribute('href', /\.css\.tsx$/);
    await expect(code.first()).toContainText('precedence="default"');

    // Every demo of the page follows the choice, and so does the next page.
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
    await page.goto('/x/react-data-grid/components/export/');
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
    // The page's scripts start after its first paint: its buttons answer once it has hydrated.
    await waitForHydration(page);
    const other = page.locator('.demo[data-has-css]').first();
    await other.scrollIntoViewIfNeeded();
    await expect(other.locator('[data-demo]')).toHaveAttribute('data-demo-ready', '');
    await other.getByRole('button', { name: 'Show code' }).click();
    await expect(other.getByRole('button', { name: 'Hide code' })).toBeVisible();
    await expect(other.locator('a.demo-source-link:visible')).toHaveAttribute('href', /\.css\.tsx$/);
  });
});
