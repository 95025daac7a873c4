import { expect, test, waitForHydration } from './fixtures';

test('the /x/ version switcher lists the product in the versions it existed in', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const switcher = page.getByRole('button', { name: 'Version v8.10.2' });
  await expect(switcher).toHaveAttribute('aria-expanded', 'false');
  await switcher.click();
  const list = page.getByRole('list', { name: 'Versions' });
  await expect(list.locator('[aria-current="true"]')).toHaveText('v8.10.2 (current)');
  const links = await list
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]));
  expect(links).toEqual([
    ['v7', 'https://v7.mui.com/x/introduction/'],
    ['v6', 'https://v6.mui.com/x/introduction/'],
    ['v5', 'https://v5.mui.com/x/introduction/'],
  ]);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(switcher).toBeFocused();
});

test("the main area version chip leads to the versions page, in the reader's language", async ({ page }) => {
  await page.goto('/zh/getting-started/usage/');
  await waitForHydration(page);
  await page.getByRole('link', { name: /^版本 v7\.3\./ }).click();
  await expect(page).toHaveURL(/\/zh\/versions\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('版本');
  const table = page.locator('table').first();
  await expect(table.getByRole('link', { name: 'v6.mui.com' })).toHaveAttribute('href', 'https://v6.mui.com/');
  await expect(table.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
    'href',
    '/zh/getting-started/installation/',
  );
});

const PRODUCTS = [
  {
    url: '/x/react-data-grid/',
    links: [
      ['v7', 'https://v7.mui.com/x/react-data-grid/'],
      ['v6', 'https://v6.mui.com/x/react-data-grid/'],
      ['v5', 'https://v5.mui.com/x/react-data-grid/'],
      ['v4', 'https://v4.mui.com/components/data-grid/'],
    ],
  },
  {
    url: '/x/react-date-pickers/',
    links: [
      ['v7', 'https://v7.mui.com/x/react-date-pickers/'],
      ['v6', 'https://v6.mui.com/x/react-date-pickers/'],
      ['v5', 'https://v5.mui.com/x/react-date-pickers/getting-started/'],
    ],
  },
  {
    url: '/x/react-charts/',
    links: [
      ['v7', 'https://v7.mui.com/x/react-charts/'],
      ['v6', 'https://v6.mui.com/x/react-charts/'],
    ],
  },
  {
    url: '/zh/x/react-tree-view/',
    links: [
      ['v7', 'https://v7.mui.com/x/react-tree-view/'],
      ['v6', 'https://v6.mui.com/x/react-tree-view/getting-started/'],
    ],
  },
];

for (const { url, links } of PRODUCTS) {
  test(`the version switcher on ${url} links to that product's older versions`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    await page.getByRole('button', { name: /v8\.10\.2$/ }).click();
    const list = page.locator('.frame-menu-list');
    const found = await list
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]));
    expect(found).toEqual(links);
  });
}
