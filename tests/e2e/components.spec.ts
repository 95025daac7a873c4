import type { Page } from '@playwright/test';
import { toUrlPath } from '../../src/core/paths';
import { expect, hydrateEveryDemo, test, waitForHydration } from './fixtures';
import { focusAxeOn, injectAxe, runAxe } from './support/axe';
import { pagesWithDemos } from './support/contentPages';

// Every demo of each page starts at once (see `demosAtOnce`): the sweep checks that each hydrates, not when.
test.use({ demosAtOnce: true });

/** Component pages with live demos (group pages show static previews only). */
const componentPages = pagesWithDemos(['/components']);

/**
 * The first control of the page's demos that a reader can click (not inside an iframe): big enough to aim at (a
 * visually hidden input, such as Rating's radios, is a 1px box; the reader clicks what it labels) and, once scrolled
 * to, the element the pointer hits at its centre (not covered by another). The hit test is the page's own answer at
 * that moment, not a timed trial: an animated control is then clicked by Playwright once it is stable.
 */
async function firstClickableControl(page: Page) {
  const controls = page.locator(
    '.demo-preview[data-demo] :is(button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"], label.MuiRating-label):not([disabled]):not([aria-disabled="true"]):visible',
  );
  const { candidates, index } = await controls.evaluateAll((elements) => {
    const sized = elements.filter((element) => {
      const { width, height } = element.getBoundingClientRect();
      return width > 4 && height > 4;
    });
    const first = sized.findIndex((element) => {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const { x, y, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return hit !== null && element.contains(hit);
    });
    return { candidates: sized.length, index: first === -1 ? -1 : elements.indexOf(sized[first]) };
  });
  return { candidates, control: index === -1 ? null : controls.nth(index) };
}

/**
 * Library default colours that fail contrast, shown on purpose by a demo whose page says so: waived for axe's
 * `color-contrast` rule on exactly these elements, nowhere else.
 */
const LIBRARY_DEFAULT_COLOURS: Record<string, { selector: string; reason: string }> = {
  '/components/buttons/': {
    selector:
      '#demo-ButtonColorsAndSizes :is(.MuiButton-containedInfo, .MuiButton-containedWarning, .MuiButton-containedError)',
    reason: 'white text on the default info and warning colours, and on error in dark mode',
  },
  '/components/chips/': {
    selector:
      '#demo-ChipVariants :is(.MuiChip-colorInfo, .MuiChip-colorWarning, .MuiChip-colorError) > .MuiChip-label, #demo-ChipAdornments .MuiChip-avatarColorDefault',
    reason: 'the default info, warning and (dark) error chips, and the default grey avatar of a chip',
  },
  '/components/badges/': {
    selector: '#demo-NotificationBadges .MuiBadge-colorError',
    reason: 'white on the default error colour of dark mode',
  },
  '/components/avatars/': {
    selector:
      ':is(#demo-AvatarSizesAndVariants, #demo-FallbackAvatars) .MuiAvatar-colorDefault, #demo-ProjectMembers .MuiAvatarGroup-avatar',
    reason: 'the default grey avatar (letters, fallbacks, and the surplus count of a group)',
  },
  '/components/toggle-button/': {
    selector: '#demo-ToggleSizesColors .MuiToggleButton-root.Mui-selected.Mui-error',
    reason: 'a selected error toggle: the error colour on its own 12% tint',
  },
};

/**
 * Serious and critical axe violations inside the page's demos (prose and frame are checked on sample pages by
 * quality.spec.ts), without the page's waived library defaults. `rules` narrows the run (dark mode changes colours
 * only, so it runs `color-contrast` alone). axe must be injected (`injectAxe`) first.
 */
async function demoViolations(page: Page, pathname: string, rules?: string[]): Promise<string[]> {
  const violations = await runAxe(page, '.demo-preview', rules);
  const waiver = LIBRARY_DEFAULT_COLOURS[pathname];
  const blocking: string[] = [];
  for (const violation of violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')) {
    const targets = violation.nodes.map((node) => node.target.map(String));
    const waived =
      violation.id === 'color-contrast' && waiver
        ? await page.evaluate(
            ([all, selector]) =>
              all.map(
                (target) => target.length === 1 && (document.querySelector(target[0])?.matches(selector) ?? false),
              ),
            [targets, waiver.selector] as const,
          )
        : targets.map(() => false);
    const left = targets.filter((_, index) => !waived[index]).map((target) => target.join(' '));
    if (left.length > 0) {
      blocking.push(`${violation.id} (${violation.impact}): ${left.slice(0, 5).join(', ')}`);
    }
  }
  return blocking;
}

test.describe('component pages', () => {
  for (const pathname of componentPages) {
    test(`${toUrlPath(pathname)}: every demo hydrates, has no serious axe violation in light and dark mode, and a control of a demo answers a click without error`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(toUrlPath(pathname));
      await waitForHydration(page);
      await hydrateEveryDemo(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-mui-color-scheme', 'light');
      const waiver = LIBRARY_DEFAULT_COLOURS[toUrlPath(pathname)];
      if (waiver) {
        // A waiver that no longer matches anything is stale: remove it rather than let it hide a later element.
        expect(await page.locator(waiver.selector).count(), `waiver of ${pathname} (${waiver.reason})`).toBeGreaterThan(
          0,
        );
      }
      // Once, after every demo (and its iframe) has rendered, for both runs, with the rest of the page hidden.
      await injectAxe(page);
      const showPage = await focusAxeOn(page, '.demo-preview', { detach: '.demo-source' });
      const light = await demoViolations(page, toUrlPath(pathname));
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
      const dark = await demoViolations(page, toUrlPath(pathname), ['color-contrast']);
      await showPage();
      expect({ light, dark }).toEqual({ light: [], dark: [] });
      const { candidates, control } = await firstClickableControl(page);
      // A page whose demos have controls must have one a reader can click.
      expect(candidates === 0 || control !== null, 'a clickable control').toBe(true);
      if (control) {
        await control.click();
        // Whatever it does (open a menu, toggle, select), the demo is still there and nothing crashed.
        await page.keyboard.press('Escape');
        await expect(page.locator('.demo-error')).toHaveCount(0);
      }
    });
  }

  test('the component groups list their components with previews that are not interactive', async ({ page }) => {
    await page.goto('/components/inputs/');
    const card = page
      .locator('.page-grid > li')
      .filter({ has: page.getByRole('link', { name: 'Button', exact: true }) });
    await expect(card.locator('.page-preview')).toHaveAttribute('inert', '');
    await card.getByRole('link', { name: 'Button', exact: true }).click();
    await expect(page).toHaveURL(/\/components\/buttons\/$/);
  });

  test('Material Icons: search by a synonym, change theme, and open an icon with its import line', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/components/material-icons/');
    await waitForHydration(page);
    const tool = page.locator('.demo-preview[data-demo="components/material-icons/IconSearch"]');
    await tool.scrollIntoViewIfNeeded();
    await expect(tool.getByRole('status').first()).toHaveText(/^[\d,]+ icons \(Filled\)$/);
    await tool.getByLabel('Search icons').fill('trash');
    await expect(tool.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    await tool.getByRole('group', { name: 'Icon theme' }).getByRole('button', { name: 'Outlined' }).click();
    const icon = tool.getByRole('button', { name: 'DeleteOutlined', exact: true });
    await icon.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';");
    await dialog.getByRole('button', { name: 'Copy import' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
    );
    await page.keyboard.press('Escape');
    await tool.getByLabel('Search icons').fill('zzzz-no-such-icon');
    await expect(tool.getByRole('button', { name: 'Clear search' })).toBeVisible();
  });

  test('Material Icons: a failed download says so and retries', async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource/);
    let fail = true;
    await page.route('**/static/material-icons/index.json*', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/components/material-icons/');
    await waitForHydration(page);
    const tool = page.locator('.demo-preview[data-demo="components/material-icons/IconSearch"]');
    await tool.scrollIntoViewIfNeeded();
    const retry = tool.getByRole('button', { name: /Retry/ });
    await expect(retry).toBeVisible();
    fail = false;
    await retry.click();
    await expect(tool.getByRole('status').first()).toHaveText(/icons \(Filled\)$/);
  });
});
