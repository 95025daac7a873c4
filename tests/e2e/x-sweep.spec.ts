import { toUrlPath } from '../../src/core/paths';
import { hydrateEveryDemo, test, waitForHydration } from './fixtures';
import { xPagesWithDemos } from './support/contentPages';

// Every demo of each page starts at once (see `demosAtOnce`): the sweep checks that each hydrates, not when.
test.use({ demosAtOnce: true });

/**
 * Every page of the `/x/` area with demos: each demo hydrates in place, with no console error, uncaught error or
 * security-policy violation (the fixtures fail the test on any; the missing-licence message of the Pro and Premium
 * packages is the one allowed). The Data Grid, Pickers, Charts and Tree View samples check behaviour and layout
 * on top (x-data-grid.spec.ts, x-products.spec.ts).
 */
for (const pathname of xPagesWithDemos()) {
  test(`${toUrlPath(pathname)}: every demo hydrates without a console error`, async ({ page }) => {
    await page.goto(toUrlPath(pathname));
    await waitForHydration(page);
    await hydrateEveryDemo(page);
  });
}
