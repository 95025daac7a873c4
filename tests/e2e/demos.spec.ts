import type { Page } from '@playwright/test';
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

test("a demo shows its source in the reader's variant", async ({ page }) => {
  await page.goto('/getting-started/usage/#CountingButton.js');
  const source = page.locator('#demo-CountingButton .demo-source');
  await expect(source.locator('[data-variant="JS"]')).toBeVisible();
  await expect(source.locator('[data-variant="JS"] .demo-code-full code')).toContainText('React.useState(0)');
  await expect(source.locator('[data-variant="TS"]')).toBeHidden();
  await expect(source.locator('[data-variant="TS"] .demo-code-full code')).toContainText('React.useState<number>(0)');
});

test('a reader of JavaScript keeps the TypeScript when the JavaScript cannot load, and copies what shows', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A host answers with an error page where the demo's JavaScript file was.
  await page.route('**/demo-js/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><p>Not here</p>' }),
  );
  const asked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.startsWith('/demo-js/getting-started/usage/CountingButton.'),
  );
  await page.goto('/getting-started/usage/#CountingButton.js');
  await asked;
  await waitForHydration(page);
  const demo = page.locator('#demo-CountingButton');
  await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
  await expect(demo.locator('.demo-source [data-variant="TS"] .demo-code-preview')).toBeVisible();
  await demo.getByRole('button', { name: 'Copy the source' }).click();
  await expect(demo.getByRole('button', { name: 'Source copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('React.useState<number>(0)');
  await expect(demo.locator('[data-variant="JS"]')).toHaveCount(0);
});

test('a long page leaves its demos far below the fold unrendered until the reader nears them; a live demo is not contained', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/x/react-charts/axis/');
  await waitForHydration(page);
  const last = page.locator('.demo:has(> [data-demo])').last();
  // The block's contents are what is skipped.
  const skipped = () =>
    last.evaluate((block) => !block.querySelector('.demo-preview')!.checkVisibility({ contentVisibilityAuto: true }));
  await expect(last).toHaveCSS('content-visibility', 'auto');
  expect(await skipped()).toBe(true);
  // Still in the document and its accessibility tree: its source reads as text.
  expect(await last.locator('.demo-source').first().textContent()).toMatch(/Chart/);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('> [data-demo]')).toHaveAttribute('data-demo-ready', '', { timeout: 20_000 });
  expect(await skipped()).toBe(false);
  // Live: no longer contained, so a popup the demo opens may overflow the block.
  await expect(last).toHaveCSS('content-visibility', 'visible');
});

for (const url of [
  '/x/introduction/',
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
]) {
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

test.describe('styles while the page hydrates', () => {
  test.use({ demosAtOnce: true });

  /**
   * Records, from the end of parsing, every move (a removal) and change of a style sheet of the page, and every style
   * sheet with cascade layers added to it. In Chrome, a style sheet of a page with cascade layers that moves or
   * changes restyles every element of the page, and a layered one that joins anywhere but after the last (or that a
   * later sheet, such as a grid's, comes before) also rebuilds the fonts and lays out every element again; a page
   * without layers has none of that, and a new sheet appended restyles what it matches (src/providers/cssLayers.ts).
   */
  async function recordStyleChanges(page: Page) {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { __styleChanges: string[] }).__styleChanges = changes;
      const describe = (element: Element) => element.outerHTML.slice(0, 80);
      const SHEETS = 'style, link[rel~="stylesheet"]';
      // The sheets a node brings: itself, or those inside it (a grid's variables come inside its root element).
      const sheetsOf = (node: Node): Element[] =>
        node instanceof Element ? [...(node.matches(SHEETS) ? [node] : []), ...node.querySelectorAll(SHEETS)] : [];
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLStyleElement) {
              changes.push(`removed ${describe(node)}`);
            }
          }
          for (const sheet of [...record.addedNodes].flatMap(sheetsOf)) {
            if (sheet.isConnected && sheet.textContent?.includes('@layer')) {
              changes.push(`layered sheet added: ${describe(sheet)}`);
            }
          }
          if (record.target instanceof HTMLStyleElement && record.target.isConnected) {
            changes.push(`text changed in ${describe(record.target)}`);
          }
        }
      });
      // From the end of parsing (the parser fills the style elements itself), before the page's scripts run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          observer.observe(document, { childList: true, subtree: true, characterData: true });
        }
      });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        if (this.ownerNode?.isConnected) {
          changes.push(`rule inserted: ${rule.slice(0, 80)}`);
        }
        return insertRule.call(this, rule, index);
      };
      // Into a block (`@layer`, `@media`) of a sheet of the page.
      const insertGroupedRule = CSSGroupingRule.prototype.insertRule;
      CSSGroupingRule.prototype.insertRule = function (this: CSSGroupingRule, rule: string, index?: number) {
        if (this.parentStyleSheet?.ownerNode?.isConnected) {
          changes.push(`rule inserted in a block: ${rule.slice(0, 80)}`);
        }
        return insertGroupedRule.call(this, rule, index);
      };
    });
  }

  const styleChanges = (page: Page) =>
    page.evaluate(() => (window as unknown as { __styleChanges: string[] }).__styleChanges);

  test('the frame and every demo hydrate without moving or changing a style sheet of the page; inputs still notice autofill', async ({
    page,
  }) => {
    await recordStyleChanges(page);
    await page.goto('/components/text-fields/');
    await waitForHydration(page);
    await hydrateEveryDemo(page);
    expect(await page.locator('.demo-preview[data-demo] .MuiInputBase-root').count()).toBeGreaterThan(20);
    expect(await styleChanges(page)).toEqual([]);
    // The server's styles are where the server put them, and styles added in the browser were appended after them.
    expect(await page.locator('head style[data-emotion-ssr^="mui "]').count()).toBe(1);
    // Each input still runs the animations by which it notices the browser's autofill.
    const input = page.locator('.demo-preview[data-demo] input.MuiInputBase-input').first();
    await expect(input).toHaveCSS('animation-name', 'mui-auto-fill-cancel');
    const hasKeyframes = await page.evaluate(() => {
      const has = (rules: CSSRuleList): boolean =>
        [...rules].some(
          (rule) =>
            (rule instanceof CSSKeyframesRule && rule.name === 'mui-auto-fill') ||
            ('cssRules' in rule && has((rule as CSSGroupingRule).cssRules)),
        );
      return [...document.styleSheets].some((sheet) => has(sheet.cssRules));
    });
    expect(hasKeyframes).toBe(true);
  });

  test('a page whose body has style sheets of its own (each Data Grid’s variables) has no cascade layers to rebuild', async ({
    page,
  }) => {
    await recordStyleChanges(page);
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    await hydrateEveryDemo(page);
    // The grids (rendered in the browser) put their sheets in the body, and the demos' hydration added styles.
    expect(await page.locator('main style').count()).toBeGreaterThan(0);
    expect(await page.locator('head style[data-emotion="mui"]').count()).toBeGreaterThan(0);
    expect(await styleChanges(page)).toEqual([]);
    // No sheet of the page has a cascade layer.
    const layered = await page.evaluate(() => {
      const has = (rules: CSSRuleList): boolean =>
        [...rules].some(
          (rule) =>
            rule instanceof CSSLayerBlockRule ||
            rule instanceof CSSLayerStatementRule ||
            ('cssRules' in rule && has((rule as CSSGroupingRule).cssRules)),
        );
      return [...document.styleSheets].filter((sheet) => has(sheet.cssRules)).map((sheet) => sheet.href ?? 'inline');
    });
    expect(layered).toEqual([]);
  });
});
