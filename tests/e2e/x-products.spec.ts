import type { Page } from '@playwright/test';
import { expect, hydrateEveryDemo, test, waitForHydration } from './fixtures';

// Every demo of each page starts at once (see `demosAtOnce`): the sweep checks that each hydrates, not when.
test.use({ demosAtOnce: true });

/**
 * A sample of the Date and Time Pickers, Charts and Tree View pages (community and Pro demos, a Chinese page):
 * every demo hydrates with no console error beyond the missing-licence message of Pro demos (the fixtures check
 * the console), charts draw their marks, a picker opens its calendar and takes a day, a tree expands an item.
 */
const SAMPLE = [
  '/x/react-date-pickers/date-picker/',
  '/x/react-date-pickers/date-range-picker/',
  '/x/react-date-pickers/adapters-locale/',
  '/x/react-date-pickers/calendar-systems/',
  '/x/react-date-pickers/timezone/',
  '/x/react-date-pickers/playground/',
  '/x/react-date-pickers/validation/',
  '/x/react-date-pickers/custom-field/',
  '/x/react-charts/bars/',
  '/x/react-charts/line-demo/',
  '/x/react-charts/heatmap/',
  '/x/react-charts/legend/',
  '/x/react-charts/funnel/',
  '/x/react-charts/axis/',
  '/x/react-charts/tooltip/',
  '/x/react-tree-view/rich-tree-view/items/',
  '/x/react-tree-view/rich-tree-view/lazy-loading/',
  '/zh/x/react-tree-view/simple-tree-view/selection/',
];

/** The visible marks (bars, lines, arcs…) of the first chart of a demo, by their class. */
async function visibleMarks(page: Page, demo: string, selector: string) {
  const preview = page.locator(`.demo-preview[data-demo="${demo}"]`);
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toHaveAttribute('data-demo-ready', '');
  await expect(preview.locator(selector).first()).toBeVisible();
  return preview.locator(selector).evaluateAll((marks) =>
    marks.filter((mark) => {
      const box = mark.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    }).length,
  );
}

/** The id of the first demo of a page whose preview contains the selector, once every demo hydrated. */
async function firstDemoWith(page: Page, selector: string) {
  const demo = page.locator('.demo-preview[data-demo]').filter({ has: page.locator(selector) }).first();
  return (await demo.getAttribute('data-demo'))!;
}

test.describe('Pickers, Charts and Tree View pages', () => {
  for (const url of SAMPLE) {
    test(`${url}: every demo hydrates without error`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await hydrateEveryDemo(page);
    });
  }

  test('charts draw their marks: bars, lines, pie arcs and a heatmap', async ({ page }) => {
    for (const [url, selector] of [
      ['/x/react-charts/bars/', '.MuiBarElement-root'],
      ['/x/react-charts/lines/', '.MuiLineElement-root'],
      ['/x/react-charts/pie/', '.MuiPieArc-root'],
      ['/x/react-charts/heatmap/', '.MuiHeatmap-cell, [class*="MuiHeatmapItem"]'],
    ] as const) {
      await page.goto(url);
      await waitForHydration(page);
      await hydrateEveryDemo(page);
      const demo = await firstDemoWith(page, selector);
      expect(await visibleMarks(page, demo, selector), `${url} ${selector}`).toBeGreaterThan(1);
    }
  });

  test('a date picker opens its calendar and takes the day clicked', async ({ page }) => {
    await page.goto('/x/react-date-pickers/date-picker/');
    await waitForHydration(page);
    // Every demo of the page first: one that hydrates while the calendar is open can move the page under the pointer
    // between the day's position being read and the click (once in CI, the click then fell outside the calendar,
    // which closed it without a change).
    await hydrateEveryDemo(page);
    const demo = page.locator('.demo-preview[data-demo]').filter({ has: page.getByRole('button', { name: /choose date/i }) }).first();
    // Near the top of the viewport, as a reader has the demo they use: the calendar opens below the field (opened above
    // it at the top edge, a day's focus can scroll the page between press and release; see main-guides.spec.ts).
    await demo.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(demo).toHaveAttribute('data-demo-ready', '');
    const field = demo.getByRole('group').first();
    const before = await field.textContent();
    await demo.getByRole('button', { name: /choose date/i }).first().click();
    const calendar = page.getByRole('dialog').getByRole('grid');
    await expect(calendar).toBeVisible();
    // The popper's opening transition (a growing scale) ends before a day's position is read.
    await page.getByRole('dialog').evaluate((dialog) =>
      Promise.all(
        dialog
          .getAnimations({ subtree: true })
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
          .map((animation) => animation.finished),
      ),
    );
    // A day of the shown month that is not the selected one.
    const day = calendar.getByRole('gridcell', { selected: false }).filter({ hasText: /^1[0-9]$/ }).first();
    const label = (await day.textContent())!;
    await day.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field).not.toHaveText(before!);
    await expect(field).toContainText(label);
  });

  test('a tree expands an item and shows its children, and collapses it again', async ({ page }) => {
    await page.goto('/x/react-tree-view/simple-tree-view/expansion/');
    await waitForHydration(page);
    await hydrateEveryDemo(page);
    // The first collapsed item, held by its id (the `aria-expanded` selector would move on to the next one).
    const id = await page.locator('.demo-preview[data-demo] [role="treeitem"][aria-expanded="false"]').first().getAttribute('id');
    const collapsed = page.locator(`[id="${id}"]`);
    await collapsed.scrollIntoViewIfNeeded();
    const child = collapsed.locator('[role="treeitem"]').first();
    await expect(child).not.toBeVisible();
    const content = collapsed.locator('.MuiTreeItem-content').first();
    await content.click();
    await expect(collapsed).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
    await content.click();
    await expect(collapsed).toHaveAttribute('aria-expanded', 'false');
  });
});
