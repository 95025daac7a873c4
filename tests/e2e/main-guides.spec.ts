import type { Locator, Page } from '@playwright/test';
import { toUrlPath } from '../../src/core/paths';
import { expect, hydrateEveryDemo, test, waitForHydration } from './fixtures';
import { pagesWithDemos } from './support/contentPages';

// Every demo of each page starts at once (see `demosAtOnce`): the sweep checks that each hydrates, not when.
test.use({ demosAtOnce: true });

const SECTIONS = [
  '/getting-started',
  '/customization',
  '/system',
  '/guides',
  '/styles',
  '/css-in-js',
  '/discover-more',
  '/blog',
];

const pagesOfSections = pagesWithDemos(SECTIONS);

/**
 * Every page of the main area's guides and of the blog: each demo hydrates (no console error, no crash); and on a
 * sample page of each section, one demo answers the reader.
 */
interface Sample {
  url: string;
  /** The demo to try, by its id (`data-demo`). */
  demo: string;
  use: (demo: Locator, page: Page) => Promise<void>;
}

const samples: Sample[] = [
  {
    url: '/getting-started/faq/',
    demo: 'getting-started/faq/KeepTabState',
    use: async (demo) => {
      const tab = demo.getByRole('tab', { name: 'Notifications' });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(demo.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    },
  },
  {
    url: '/customization/density/',
    demo: 'customization/density/DensitySwitcher',
    use: async (demo) => {
      const field = demo.getByLabel('Project name');
      const compactHeight = (await field.boundingBox())!.height;
      await demo.getByRole('button', { name: 'Comfortable' }).click();
      await expect(demo.getByRole('button', { name: 'Comfortable' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await field.boundingBox())!.height).toBeGreaterThan(compactHeight);
    },
  },
  {
    url: '/system/flexbox/',
    demo: 'system/flexbox/FlexPlayground',
    use: async (demo) => {
      const column = demo
        .getByRole('group', { name: 'flexDirection' })
        .getByRole('button', { name: 'column', exact: true });
      await column.click();
      await expect(column).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    url: '/guides/localization/',
    demo: 'guides/localization/LocaleTablePagination',
    use: async (demo, page) => {
      await demo.getByRole('combobox', { name: 'Locale' }).click();
      await page.getByRole('option', { name: 'deDE' }).click();
      await expect(demo.getByText('Zeilen pro Seite:')).toBeVisible();
    },
  },
  {
    url: '/css-in-js/basics/',
    demo: 'css-in-js/basics/StyledPlanCard',
    use: async (demo) => {
      const solo = demo.getByRole('region', { name: 'Solo plan' });
      await solo.getByRole('button', { name: 'Choose' }).click();
      await expect(solo.getByRole('button', { name: 'Selected' })).toBeVisible();
      await expect(
        demo.getByRole('region', { name: 'Team plan' }).getByRole('button', { name: 'Choose' }),
      ).toBeVisible();
    },
  },
  {
    url: '/discover-more/changelog/',
    demo: 'discover-more/changelog/UpgradeRangeChecker',
    use: async (demo) => {
      await demo.getByRole('button', { name: '~ Tilde' }).click();
      await expect(demo.getByRole('alert')).toContainText('up to, but not including, 7.4.0');
      await demo.getByLabel('Installed version').fill('seven');
      await expect(demo.getByText('Use the form major.minor.patch')).toBeVisible();
    },
  },
  {
    url: '/blog/date-pickers-accessible-fields/',
    demo: 'blog/date-pickers-accessible-fields/ReturnDatePicker',
    use: async (demo, page) => {
      // The calendar opens with the focus on the selected day; the reader moves it with the arrow keys and picks with
      // Enter, as this post teaches. (A pointer click on the day depends on where the opening, self-positioning popper
      // is at that instant: on a busy machine, CI 73 saw it close the calendar with no day picked.)
      await demo.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await demo.getByRole('button', { name: /Choose date/ }).click();
      const calendar = page.getByRole('dialog');
      await expect(calendar.getByRole('gridcell', { name: '12' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(calendar.getByRole('gridcell', { name: '15' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(demo.getByText('Stored value: 2025-08-15')).toBeVisible();
    },
  },
];

for (const pathname of pagesOfSections) {
  test(`${toUrlPath(pathname)}: every demo hydrates without a console error`, async ({ page }) => {
    await page.goto(toUrlPath(pathname));
    await waitForHydration(page);
    await hydrateEveryDemo(page);
  });
}

for (const sample of samples) {
  test(`${sample.url}: ${sample.demo.split('/').pop()} responds to the reader`, async ({ page }) => {
    await page.goto(sample.url);
    await waitForHydration(page);
    const demo = page.locator(`.demo-preview[data-demo="${sample.demo}"]`);
    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toHaveAttribute('data-demo-ready', '', { timeout: 10_000 });
    await sample.use(demo, page);
  });
}

test('the blog index lists the posts newest first and leads to a post with its byline', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Blog/ }).first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
  const dates = await page
    .locator('.blog-index time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(dates.length).toBeGreaterThanOrEqual(6);
  expect([...dates].sort().reverse()).toEqual(dates);
  await page.locator('.blog-index h2 a').first().click();
  await expect(page.locator('.post-byline time')).toHaveAttribute('datetime', dates[0]);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/feed/blog/rss.xml',
  );
});
