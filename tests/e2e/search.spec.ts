import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { OUT_DIR, fileOfPath } from '../support/site';
import { expect, test, waitForHydration } from './fixtures';
import { injectAxe, runAxe } from './support/axe';

const dialog = (page: Page) => page.getByRole('dialog', { name: /Search the documentation|搜索文档/ });
const field = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await field(page).fill(query);
  await expect(options(page).first()).toBeVisible();
}

/** The address of the first result of a query typed into the open dialog (emptied first, so no stale list is read). */
async function firstResult(page: Page, query: string): Promise<string | null> {
  await field(page).fill('');
  await expect(options(page)).toHaveCount(0);
  await field(page).fill(query);
  await expect(options(page).first()).toBeVisible();
  return options(page).first().getAttribute('href');
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

  test('the dialog is on screen before its results’ code arrives; what the reader types meanwhile is searched', async ({
    page,
  }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    // The closed dialog is built once the page is idle, from a small chunk of its own.
    await expect(page.locator('dialog.search-dialog')).toBeAttached();
    await expect(page.locator('dialog.search-dialog')).toBeHidden();
    // From now on every script arrives two seconds late: the results' code is among them.
    let held = 0;
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const opened = Date.now();
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('Telemetry');
    expect(Date.now() - opened).toBeLessThan(2000);
    await expect(dialog(page).getByRole('status')).toHaveCount(0);
    expect(held).toBeGreaterThan(0);
    await expect(options(page).first()).toHaveAttribute('href', '/x/guides/telemetry/', { timeout: 15_000 });
    await expect(field(page)).toHaveValue('Telemetry');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('a page’s title ranks it first, with its section, area and plan; the count is announced', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'Telemetry');
    const first = options(page).first();
    await expect(first).toHaveAttribute('href', '/x/guides/telemetry/');
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
    await expect(
      dialog(page).locator('[role="option"][href="/customization/palette/#three-ways-to-set-a-colour"]'),
    ).toBeVisible();
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
    const target = (await second.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?]/g, '\\$&')}$`));
  });

  test('each result is a link to its page that stays out of the tab order, focus staying in the field', async ({
    page,
  }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'palette');
    const results = await options(page).evaluateAll((elements) =>
      elements.map((element) => ({
        tag: element.localName,
        href: element.getAttribute('href'),
        tabIndex: element.getAttribute('tabindex'),
        links: element.querySelectorAll('a, button, input').length,
      })),
    );
    expect(results.length).toBeGreaterThan(1);
    for (const result of results) {
      expect(result).toEqual({
        tag: 'a',
        href: expect.stringMatching(/^\/[^\s]*\/(#[\w-]+)?$/),
        tabIndex: '-1',
        links: 0,
      });
    }
    expect(results.map((result) => result.href)).toContain('/customization/palette/');
    // Tab goes round the dialog's field and buttons, never to a result.
    const focused: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('role') ?? document.activeElement?.localName ?? '',
        ),
      );
    }
    expect(focused).toContain('combobox');
    expect(focused).not.toContain('option');
  });

  const newTabClicks: Array<[string, Parameters<Locator['click']>[0]]> = [
    ['Ctrl/⌘+click', { modifiers: ['ControlOrMeta'] }],
    ['a middle click', { button: 'middle' }],
  ];
  for (const [name, click] of newTabClicks) {
    test(`${name} on a result opens it in a new tab and leaves this page and the dialog as they were`, async ({
      page,
      context,
    }) => {
      await page.goto('/getting-started/installation/');
      await waitForHydration(page);
      await search(page, 'palette');
      await page.keyboard.press('ArrowDown');
      const second = options(page).nth(1);
      const href = (await second.getAttribute('href'))!;
      const [tab] = await Promise.all([context.waitForEvent('page'), second.click(click)]);
      await expect(tab).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
      await expect(page).toHaveURL(/\/getting-started\/installation\/$/);
      await expect(dialog(page)).toBeVisible();
      await expect(field(page)).toHaveValue('palette');
      await expect(field(page)).toBeFocused();
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await tab.close();
    });
  }

  test('a plain click on a result opens it here, closes the dialog and remembers the search', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'Telemetry');
    const first = options(page).first();
    await expect(first).toHaveAttribute('href', '/x/guides/telemetry/');
    await first.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/x\/guides\/telemetry\/$/);
    expect(page.context().pages()).toHaveLength(1);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('button', { name: 'Telemetry' })).toBeVisible();
  });

  test('the area filter keeps MUI X results only', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await search(page, 'palette');
    await expect(dialog(page).locator('[href^="/customization/"]').first()).toBeVisible();
    await dialog(page).getByRole('button', { name: 'MUI X', exact: true }).click();
    await expect(dialog(page).getByRole('button', { name: 'MUI X', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog(page).locator('[href^="/customization/"]')).toHaveCount(0);
    const urls = await options(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
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

  test('Enter opens a result the moment the results are on screen, before React has run its later effects', async ({
    page,
  }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    // Presses Enter in the microtask after the first option joins the DOM: after React's commit and its layout
    // effects, before its passive effects, which run in a later task (a fast reader, or a slow machine).
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('dialog input[role="combobox"]')!;
      const observer = new MutationObserver(() => {
        if (document.querySelector('dialog [role="option"]')) {
          observer.disconnect();
          input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        }
      });
      observer.observe(input.closest('dialog')!, { childList: true, subtree: true });
    });
    await field(page).fill('Telemetry');
    await expect(page).toHaveURL(/\/x\/guides\/telemetry\/$/);
  });

  test('a Chinese page searches the Chinese index and finds a page by its Chinese title', async ({ page }) => {
    await page.goto('/zh/customization/palette/');
    await waitForHydration(page);
    await search(page, '遥测');
    await expect(options(page).first()).toHaveAttribute('href', '/zh/x/guides/telemetry/');
    await expect(dialog(page).getByRole('status')).toHaveText(/个结果/);
  });

  test('finds the API changes since v7 by a prop the major renamed', async ({ page }) => {
    await page.goto('/x/introduction/');
    await waitForHydration(page);
    await search(page, 'unstable_dataSource');
    const hrefs = await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/x/api/changes/');
    expect(hrefs).toContain('/x/api/data-grid/data-grid-pro/');
  });

  /**
   * Queries that name a page, each with the page it names: that page must come first, above its API page and
   * pages that only mention the name. Asked through the dialog, against the built index, one page load a language.
   */
  const NAMED_PAGES = {
    en: {
      '/getting-started/installation/': [
        ['slider', '/components/slider/'],
        ['autocomplete', '/components/autocomplete/'],
        ['text field', '/components/text-fields/'],
        ['button', '/components/buttons/'],
        ['color', '/customization/color/'],
        ['breakpoints', '/customization/breakpoints/'],
        ['data grid', '/x/react-data-grid/'],
        ['filtering', '/x/react-data-grid/filtering/'],
        ['sorting', '/x/react-data-grid/sorting/'],
        ['column pinning', '/x/react-data-grid/column-pinning/'],
        ['date range picker', '/x/react-date-pickers/date-range-picker/'],
        ['date picker', '/x/react-date-pickers/date-picker/'],
        ['tree view', '/x/react-tree-view/'],
        ['label editing', '/x/react-tree-view/rich-tree-view/editing/'],
        ['charts', '/x/react-charts/'],
        ['heatmap', '/x/react-charts/heatmap/'],
        ['gauge', '/x/react-charts/gauge/'],
      ],
    },
    zh: {
      '/zh/getting-started/installation/': [
        ['滑块', '/zh/components/slider/'],
        ['自动补全', '/zh/components/autocomplete/'],
        ['文本框', '/zh/components/text-fields/'],
        ['按钮', '/zh/components/buttons/'],
        ['颜色', '/zh/customization/color/'],
        ['断点', '/zh/customization/breakpoints/'],
        ['数据表格', '/zh/x/react-data-grid/'],
        ['编辑', '/zh/x/react-data-grid/editing/'],
        ['列固定', '/zh/x/react-data-grid/column-pinning/'],
        ['日期范围选择器', '/zh/x/react-date-pickers/date-range-picker/'],
        ['日期选择器', '/zh/x/react-date-pickers/date-picker/'],
        ['树视图', '/zh/x/react-tree-view/'],
        ['图表', '/zh/x/react-charts/'],
        ['热力图', '/zh/x/react-charts/heatmap/'],
        ['仪表盘', '/zh/x/react-charts/gauge/'],
        ['标签编辑', '/zh/x/react-tree-view/rich-tree-view/editing/'],
        ['slider', '/zh/components/slider/'],
      ],
    },
  } as const;

  for (const [language, table] of Object.entries(NAMED_PAGES)) {
    const [start, queries] = Object.entries(table)[0];
    test(`a query naming a page finds that page first (${language}, ${queries.length} queries)`, async ({ page }) => {
      test.slow();
      for (const [, expected] of queries) {
        expect(fs.existsSync(path.join(OUT_DIR, fileOfPath(expected))), `${expected} is a page of the site`).toBe(true);
      }
      await page.goto(start);
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      const mismatches: string[] = [];
      for (const [query, expected] of queries) {
        const first = await firstResult(page, query);
        if (first !== expected) {
          mismatches.push(`${query} → ${first} (expected ${expected})`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: the open dialog with results has no serious or critical violation (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/getting-started/installation/');
      await waitForHydration(page);
      await search(page, 'palette');
      await injectAxe(page);
      const violations = await runAxe(page, 'dialog');
      const blocking = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
});
