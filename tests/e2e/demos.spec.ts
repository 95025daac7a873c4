import { expect, hydrateEveryDemo, test, waitForHydration } from './fixtures';

test('a demo is in the HTML, loads its code only near the viewport, then responds to clicks', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 200 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.url());
    }
  });
  await page.goto('/getting-started/usage/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="getting-started/usage/CountingButton"]');
  const button = demo.getByRole('button', { name: 'Clicked 0 times' });
  await expect(button).toBeAttached();
  const top = await demo.evaluate((element) => element.getBoundingClientRect().top);
  // Below the viewport and the 300 px load margin, so nothing of the demo has loaded yet.
  expect(top).toBeGreaterThan(200 + 300);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await demo.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await expect(async () => {
    await button.click();
    await expect(demo.getByRole('button', { name: /Clicked [1-9]\d* times/ })).toBeVisible({ timeout: 500 });
  }).toPass();
});

test('a demo shows its source in the reader\'s variant', async ({ page }) => {
  await page.goto('/getting-started/usage/#CountingButton.js');
  const source = page.locator('#demo-CountingButton .demo-source');
  await expect(source.locator('[data-variant="JS"]')).toBeVisible();
  await expect(source.locator('[data-variant="JS"] .demo-code-full code')).toContainText('React.useState(0)');
  await expect(source.locator('[data-variant="TS"]')).toBeHidden();
  await expect(source.locator('[data-variant="TS"] .demo-code-full code')).toContainText('React.useState<number>(0)');
});

for (const url of ['/x/introduction/', '/x/react-data-grid/', '/x/react-date-pickers/', '/x/react-charts/', '/x/react-tree-view/']) {
  test(`every demo on ${url} hydrates without errors as the reader scrolls`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    await hydrateEveryDemo(page);
  });
}

test('the Data Grid demo fills in its rows in the browser', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="x/react-data-grid/ProductList"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('gridcell', { name: 'Desk lamp' })).toBeVisible();
  // The grid's height was reserved in the HTML, so nothing below it moves when rows arrive.
  expect((await demo.boundingBox())!.height).toBeGreaterThan(300);
});

test('the Tree View demo expands an item', async ({ page }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="x/react-tree-view/ProjectFiles"]');
  await demo.scrollIntoViewIfNeeded();
  const item = demo.getByRole('treeitem').first();
  const expanded = await item.getAttribute('aria-expanded');
  await expect(async () => {
    await item.locator('.MuiTreeItem-content').first().click();
    await expect(item).not.toHaveAttribute('aria-expanded', expanded ?? 'x', { timeout: 500 });
  }).toPass();
});
