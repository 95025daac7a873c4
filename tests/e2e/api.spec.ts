import { expect, test, waitForHydration } from './fixtures';
import { injectAxe, runAxe } from './support/axe';

test.describe('API reference pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/api/button/ lists variant with its union type and default, disabled, the ButtonBase props and the CSS classes', async ({
    page,
  }) => {
    await page.goto('/api/button/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button');
    await expect(page.locator('#import + * code, #import ~ .code-block code').first()).toContainText(
      "import Button from '@mui/material/Button';",
    );
    const props = page.locator('[data-api-section="props"]');
    const variant = props.locator('#prop-variant');
    await expect(variant.locator('.api-type')).toHaveText("'text' | 'outlined' | 'contained'");
    await expect(variant.locator('td').nth(2)).toHaveText("'text'");
    await expect(props.locator('#prop-disabled .api-type')).toHaveText('boolean');
    const inherited = page.getByRole('heading', { name: /Props inherited from ButtonBase/ });
    await expect(inherited.getByRole('link', { name: 'ButtonBase' })).toHaveAttribute('href', '/api/button-base/');
    await expect(props.locator('#prop-disableRipple')).toBeVisible();
    const classes = page.locator('[data-api-section="classes"]');
    await expect(classes.locator('#class-root')).toContainText('.MuiButton-root');
    await expect(classes.locator('#class-disabled')).toContainText('.Mui-disabled');
  });

  test('an /x/ Data Grid API page lists rows and columns', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid');
    await expect(page.locator('#prop-rows .api-name')).toContainText('rows');
    await expect(page.locator('#prop-columns .api-name')).toContainText('Required');
    await expect(page.locator('#prop-columns .api-type')).toContainText('GridColDef');
  });

  test('a long API page leaves its sections far below unrendered until the reader nears them, sized from their rows meanwhile', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/x/api/data-grid/data-grid/');
    const classes = page.locator('section[data-api-section="classes"]');
    const skipped = () =>
      classes.evaluate((section) => !section.querySelector('table')!.checkVisibility({ contentVisibilityAuto: true }));
    await expect(classes).toHaveCSS('content-visibility', 'auto');
    expect(await skipped()).toBe(true);
    const rows = await classes.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(100);
    expect(await classes.evaluate((section) => getComputedStyle(section).getPropertyValue('--api-rows'))).toBe(
      String(rows),
    );
    // Its rows are in the document all along (search, find-in-page and assistive technology read them).
    await expect(classes.locator('tbody tr').first()).toContainText('.');
    // Its heading's link brings it into view, rendered.
    await page.goto('/x/api/data-grid/data-grid/#classes');
    await expect(page.locator('#classes')).toBeInViewport();
    await expect.poll(skipped).toBe(false);
  });

  test('the view switch restyles a section and is remembered on the next page', async ({ page }) => {
    await page.goto('/api/button/');
    await waitForHydration(page);
    const props = page.locator('[data-api-section="props"]');
    const description = props.locator('#prop-variant td').nth(3);
    await expect(description).toBeVisible();
    await props.getByRole('button', { name: 'Collapsed list' }).click();
    await expect(props.getByRole('button', { name: 'Collapsed list' })).toHaveAttribute('aria-pressed', 'true');
    await expect(description).toBeHidden();
    await expect(props.locator('#prop-variant .api-type')).toBeVisible();
    // Another API page opens in the chosen view, applied before the first paint.
    await page.goto('/api/text-field/');
    await expect(page.locator('html')).toHaveAttribute('data-api-view-props', 'collapsed');
    await waitForHydration(page);
    await expect(
      page.locator('[data-api-section="props"]').getByRole('button', { name: 'Collapsed list' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-api-section="props"] tbody tr').first().locator('td').nth(3)).toBeHidden();
    await page.locator('[data-api-section="props"]').getByRole('button', { name: 'Table' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-api-view-props', /./);
  });

  test('"Demos" links to the docs pages whose demos use the component, and they open', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const demos = page.locator('#demos + ul a');
    await expect(demos.first()).toBeVisible();
    const hrefs = await demos.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/x/react-data-grid/');
    await page.locator('#demos + ul a[href="/x/react-data-grid/"]').click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  });

  test('the Chinese copy has the Chinese interface', async ({ page }) => {
    await page.goto('/zh/api/button/');
    await expect(page.getByRole('heading', { name: '属性', exact: true })).toBeVisible();
    await expect(page.locator('#prop-variant .api-type')).toHaveText("'text' | 'outlined' | 'contained'");
  });

  test('a product index lists its components and interfaces with their plans, and a commercial page names its plan', async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/');
    const components = page.locator('#components + ul');
    await expect(components.getByRole('link', { name: 'DataGrid', exact: true })).toHaveAttribute(
      'href',
      '/x/api/data-grid/data-grid/',
    );
    await expect(
      components.locator('li', { has: page.getByRole('link', { name: 'DataGridPro', exact: true }) }),
    ).toContainText('Pro');
    await expect(page.locator('#interfaces + ul').getByRole('link', { name: 'GridColDef', exact: true })).toBeVisible();
    await page.goto('/x/api/data-grid/data-grid-premium/');
    await expect(page.locator('.api-plan-note')).toContainText('Premium');
  });

  test('"Changes since v7" opens to the removed, renamed and retyped props, and its badges pass axe in both modes', async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/data-grid-pro/');
    const section = page.locator('.api-changes');
    const renamed = section.locator('li', { hasText: /^unstable_dataSource renamed to dataSource/ });
    // Collapsed until the reader opens it (a native <details>: no script involved).
    await expect(renamed).toBeHidden();
    await section.locator('summary').click();
    await expect(renamed).toBeVisible();
    await renamed.getByRole('link', { name: 'migration guide' }).click();
    await expect(page).toHaveURL(/\/x\/migration\/migration-data-grid-v7\/#[\w-]+$/);
    await page.goto('/x/api/data-grid/data-grid/');
    await page.locator('.api-changes summary').click();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await injectAxe(page);
      expect(await runAxe(page, '.api-changes, #prop-showToolbar, #prop-autoHeight'), colorScheme).toEqual([]);
    }
  });
});
