import type { Page } from '@playwright/test';
import { expect, hydrateEveryDemo, test, waitForHydration } from './fixtures';

// Every demo of each page starts at once (see `demosAtOnce`): the sweep checks that each hydrates, not when.
test.use({ demosAtOnce: true });

/**
 * The Date and Time Pickers, Charts and Tree View in use: charts draw their marks, a picker opens its calendar and
 * takes a day, a tree expands an item. That every demo of every `/x/` page hydrates without a console error is
 * x-sweep.spec.ts's; here, the Chinese copy of a page too (the fixtures check the console).
 */
const CHINESE_SAMPLE = [
  '/zh/x/react-tree-view/simple-tree-view/selection/',
  '/zh/x/react-date-pickers/date-range-picker/',
];

/** The visible marks (bars, lines, arcs…) of the first chart of a demo, by their class. */
async function visibleMarks(page: Page, demo: string, selector: string) {
  const preview = page.locator(`.demo-preview[data-demo="${demo}"]`);
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toHaveAttribute('data-demo-ready', '');
  await expect(preview.locator(selector).first()).toBeVisible();
  return preview.locator(selector).evaluateAll(
    (marks) =>
      marks.filter((mark) => {
        const box = mark.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      }).length,
  );
}

/** The id of the first demo of a page whose preview contains the selector, once every demo hydrated. */
async function firstDemoWith(page: Page, selector: string) {
  const demo = page
    .locator('.demo-preview[data-demo]')
    .filter({ has: page.locator(selector) })
    .first();
  return (await demo.getAttribute('data-demo'))!;
}

test.describe('Pickers, Charts and Tree View pages', () => {
  for (const url of CHINESE_SAMPLE) {
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
    const demo = page
      .locator('.demo-preview[data-demo]')
      .filter({ has: page.getByRole('button', { name: /choose date/i }) })
      .first();
    // Near the top of the viewport, as a reader has the demo they use: the calendar opens below the field (opened above
    // it at the top edge, a day's focus can scroll the page between press and release; see main-guides.spec.ts).
    await demo.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(demo).toHaveAttribute('data-demo-ready', '');
    const field = demo.getByRole('group').first();
    const before = await field.textContent();
    await demo
      .getByRole('button', { name: /choose date/i })
      .first()
      .click();
    const calendar = page.getByRole('dialog').getByRole('grid');
    await expect(calendar).toBeVisible();
    // The popper's opening transition (a growing scale) ends before a day's position is read. A transition that a new
    // one replaces is cancelled (its `finished` rejects with an AbortError, as once in CI): it counts as ended, and
    // the check runs again until no finite animation is left, so the one that replaced it is waited for too.
    await page.getByRole('dialog').evaluate(async (dialog) => {
      for (;;) {
        const running = dialog
          .getAnimations({ subtree: true })
          .filter(
            (animation) =>
              animation.playState !== 'finished' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
          );
        if (running.length === 0) {
          return;
        }
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    });
    // A day of the shown month that is not the selected one.
    const day = calendar
      .getByRole('gridcell', { selected: false })
      .filter({ hasText: /^1[0-9]$/ })
      .first();
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
    const id = await page
      .locator('.demo-preview[data-demo] [role="treeitem"][aria-expanded="false"]')
      .first()
      .getAttribute('id');
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
