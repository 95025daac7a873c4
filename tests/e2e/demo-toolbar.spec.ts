import { decompressFromBase64 } from 'lz-string';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const CHAT_ENDPOINT = 'https://chat.docs.invalid/v1/chats';
const FIXTURES = '/test-fixtures/demos/';

/** A demo of the page now loaded, ready: the page and the demo's island hydrated, so clicks reach it. */
async function readyDemo(page: Page, name: string) {
  await waitForHydration(page);
  const demo = page.locator(`#demo-${name}`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo]')).toHaveAttribute('data-demo-ready', '');
  return demo;
}

/** A demo on the page at `url`, ready. */
async function openDemo(page: Page, url: string, name: string) {
  await page.goto(url);
  return readyDemo(page, name);
}

/**
 * Clicks a demo's sandbox button with the service answered by the test, and returns the one form it posted:
 * the address it went to and its fields.
 */
async function postedSandbox(page: Page, demo: Locator, service: 'CodeSandbox' | 'StackBlitz') {
  const posted: Array<{ url: string; body: string }> = [];
  const host = service === 'CodeSandbox' ? 'https://codesandbox.io/**' : 'https://stackblitz.com/**';
  await page.context().route(host, (route: Route) => {
    posted.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  const popup = page.waitForEvent('popup');
  await demo.getByRole('button', { name: `Edit in ${service}` }).click();
  await (await popup).waitForLoadState();
  expect(posted).toHaveLength(1);
  return { url: posted[0].url, form: new URLSearchParams(posted[0].body) };
}

function visibleCode(demo: ReturnType<Page['locator']>) {
  return demo.locator('.demo-source code:visible');
}

test.describe('demo toolbar', () => {
  test('each demo of a page renders and responds to clicks, and a crashing one is contained', async ({ page }) => {
    const crashing = await openDemo(page, FIXTURES, 'CrashingCounter');
    await crashing.getByRole('button', { name: 'Break this demo' }).click();
    const alert = crashing.getByRole('alert');
    await expect(alert).toContainText('This demo stopped working: The counter broke on purpose');

    // The rest of the page keeps working: another demo, the frame's own controls.
    const chip = page.locator('#demo-InlineChip');
    await chip.scrollIntoViewIfNeeded();
    await expect(chip.locator('[data-demo]')).toHaveAttribute('data-demo-ready', '');
    await chip.getByRole('button', { name: 'Not selected' }).click();
    await expect(chip.getByRole('button', { name: 'Selected' })).toBeVisible();

    // Retry remounts the demo.
    await crashing.scrollIntoViewIfNeeded();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(crashing.getByRole('button', { name: 'Break this demo' })).toBeVisible();
  });

  test('a demo in an iframe renders inside its frame and responds to clicks', async ({ page }) => {
    const demo = await openDemo(page, FIXTURES, 'FixedAppBar');
    const frame = demo.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await expect(frame.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // position: fixed sits at the top of the frame, not of the page.
    const bar = await frame.locator('header').boundingBox();
    const preview = await demo.locator('[data-demo]').boundingBox();
    expect(Math.abs(bar!.y - preview!.y)).toBeLessThan(2);
  });

  test('the TS/JS switch changes every sample of the page and persists', async ({ page }) => {
    const demo = await openDemo(page, '/x/react-data-grid/', 'ProductList');
    const jsSamples = page.locator('.demo-source [data-variant="JS"]:visible');
    await expect(jsSamples).toHaveCount(0);
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    const demos = await page.locator('[data-demo-root]').count();
    expect(demos).toBeGreaterThan(2);
    // Every demo shows JavaScript now (each shows its preview or nothing until expanded, so count the containers).
    await expect(page.locator('.demo-source [data-variant="TS"]:visible')).toHaveCount(0);
    await expect(demo.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
    // The page's scripts start after its first paint: a click before they have run does nothing.
    const orders = await readyDemo(page, 'OrdersGrid');
    await orders.getByRole('button', { name: 'Show code' }).click();
    await expect(orders.getByRole('button', { name: 'Hide code' })).toBeVisible();
    await expect(visibleCode(orders).first()).not.toContainText(': GridColDef');
  });

  test('show and hide the whole source; a short preview shows by default', async ({ page }) => {
    const demo = await openDemo(page, '/getting-started/usage/', 'CountingButton');
    const toggle = demo.getByRole('button', { name: 'Show code' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(visibleCode(demo)).toHaveCount(1);
    await expect(visibleCode(demo)).not.toContainText('import');
    await expect(visibleCode(demo)).toContainText('<Button');
    await toggle.click();
    await expect(demo.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    await expect(visibleCode(demo)).toContainText("import Button from '@mui/material/Button';");
    await demo.getByRole('button', { name: 'Hide code' }).click();
    await expect(visibleCode(demo)).not.toContainText('import');
  });

  test('copy puts the whole source of the current variant on the clipboard, by button and by Ctrl+C', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const demo = await openDemo(page, '/getting-started/usage/', 'CountingButton');
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    await expect(demo.getByRole('button', { name: 'Source copied' })).toBeVisible();
    const ts = await page.evaluate(() => navigator.clipboard.readText());
    expect(ts).toContain("import Button from '@mui/material/Button';");
    expect(ts).toContain('React.useState<number>(0)');

    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    // The JavaScript is fetched when chosen: the reader copies once it shows.
    await expect(demo.locator('.demo-source [data-variant="JS"] .demo-code-preview')).toBeVisible();
    await expect(demo.locator('.demo-source [data-variant="TS"]')).toBeHidden();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    // The pointer over the (preview) code block, nothing selected: Ctrl+C copies the whole JavaScript file.
    await demo.locator('.demo-source .code-block:visible').hover();
    await page.keyboard.press('Control+c');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('React.useState(0)');
    const js = await page.evaluate(() => navigator.clipboard.readText());
    expect(js).toContain("import Button from '@mui/material/Button';");
    expect(js).not.toContain('<number>');
  });

  test('reset remounts the demo', async ({ page }) => {
    const demo = await openDemo(page, '/getting-started/usage/', 'CountingButton');
    await demo.getByRole('button', { name: 'Clicked 0 times' }).click();
    await demo.getByRole('button', { name: 'Clicked 1 times' }).click();
    await expect(demo.getByRole('button', { name: 'Clicked 2 times' })).toBeVisible();
    await demo.getByRole('button', { name: 'Reset the demo' }).click();
    await expect(demo.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
  });

  test('CodeSandbox receives the demo and the pinned versions in a POSTed form', async ({ page }) => {
    const demo = await openDemo(page, '/x/react-date-pickers/', 'DeliveryDate');
    const { form } = await postedSandbox(page, demo, 'CodeSandbox');
    expect(form.get('query')).toBe('file=/src/DeliveryDate.tsx');
    const base64 = form.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/');
    const { files } = JSON.parse(decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    expect(files['src/DeliveryDate.tsx'].content).toContain(
      "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    );
    const { dependencies } = JSON.parse(files['package.json'].content);
    // Day.js at the specification's sandbox pin, not the version the site runs.
    expect(dependencies).toMatchObject({ '@mui/x-date-pickers': '8.10.2', dayjs: '1.11.13' });
    expect(dependencies['@mui/material']).toMatch(/^7\.3\.\d+$/);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'src/main.tsx', 'tsconfig.json']));
  });

  test('font icons: the page shows glyphs from the site’s fonts, and the sandbox links Google’s stylesheets', async ({
    page,
  }) => {
    const plain = await openDemo(page, '/components/icons/', 'FontIcons');
    const twoTone = page.locator('#demo-TwoToneFontIcons');
    await twoTone.scrollIntoViewIfNeeded();
    await expect(twoTone.locator('[data-demo]')).toHaveAttribute('data-demo-ready', '');
    // The ligature is drawn as one glyph of the icon font: a square box, not a word.
    for (const [demo, name, family] of [
      [plain, 'star', 'Material Icons'],
      [twoTone, 'local_shipping', 'Material Icons Two Tone'],
    ] as const) {
      const icon = demo.locator('.demo-preview').getByText(name, { exact: true });
      await expect
        .poll(() =>
          icon.evaluate(
            (element, wanted) =>
              document.fonts.check(`24px "${wanted}"`) && getComputedStyle(element).fontFamily.includes(wanted),
            family,
          ),
        )
        .toBe(true);
      const box = (await icon.boundingBox())!;
      expect(Math.abs(box.width - box.height), name).toBeLessThan(2);
    }
    // Material UI's size classes win over the font's class rule (24px) wherever the page links the font.
    const preview = twoTone.locator('.demo-preview');
    await expect(preview.getByText('inventory_2', { exact: true })).toHaveCSS('font-size', '20px');
    await expect(preview.getByText('verified', { exact: true })).toHaveCSS('font-size', '36px');
    // The two-tone demo uses both families (an <Icon> without a theme default is the filled one).
    const { form } = await postedSandbox(page, twoTone, 'StackBlitz');
    const html = form.get('project[files][index.html]')!;
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons" />');
    expect(html).toContain(
      '<link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons+Two+Tone" />',
    );
    expect(form.get('project[files][src/TwoToneFontIcons.tsx]')).not.toMatch(/url\(|@font-face/);
  });

  test('a TypeScript sandbox gets the @types packages of untyped imports', async ({ page }) => {
    const demo = await openDemo(page, '/x/react-date-pickers/adapters-locale/', 'LuxonTrainBooking');
    const { form } = await postedSandbox(page, demo, 'StackBlitz');
    const { dependencies, devDependencies } = JSON.parse(form.get('project[files][package.json]')!);
    expect(dependencies.luxon).toBe('3.7.1');
    expect(devDependencies).toMatchObject({
      '@types/luxon': expect.stringMatching(/^3\./),
      typescript: expect.any(String),
    });
  });

  test('StackBlitz receives a node project with the JavaScript file when the reader reads JavaScript', async ({
    page,
  }) => {
    const demo = await openDemo(page, '/x/react-data-grid/', 'PinnedColumns');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    const { url, form } = await postedSandbox(page, demo, 'StackBlitz');
    expect(url).toBe('https://stackblitz.com/run?file=src%2FPinnedColumns.jsx');
    expect(form.get('project[template]')).toBe('node');
    expect(form.get('project[files][src/PinnedColumns.jsx]')).toContain('<DataGridPro');
    expect(form.get('project[files][src/PinnedColumns.jsx]')).not.toContain('GridColDef');
    const { dependencies } = JSON.parse(form.get('project[files][package.json]')!);
    expect(dependencies).toMatchObject({ '@mui/x-data-grid-pro': '8.10.2' });
  });

  test('MUI Chat: the source is posted, and a failure says so in a snackbar', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource.*500/);
    const bodies: unknown[] = [];
    let fail = true;
    await context.route(`${CHAT_ENDPOINT}`, (route: Route) => {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'content-type',
        'Access-Control-Allow-Methods': 'POST',
      };
      if (route.request().method() === 'OPTIONS') {
        return route.fulfill({ status: 204, headers: cors });
      }
      bodies.push(route.request().postDataJSON());
      return fail
        ? route.fulfill({ status: 500, headers: cors, body: 'down' })
        : route.fulfill({
            status: 200,
            headers: cors,
            contentType: 'application/json',
            body: JSON.stringify({ url: 'https://chat.docs.invalid/c/42' }),
          });
    });
    await context.route('https://chat.docs.invalid/c/42', (route: Route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }),
    );
    const demo = await openDemo(page, '/getting-started/usage/', 'CountingButton');
    await demo.getByRole('button', { name: 'Open in MUI Chat' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Failed to open MUI Chat$/ })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(bodies[0])).toContain('React.useState<number>(0)');

    fail = false;
    const popup = page.waitForEvent('popup');
    await demo.getByRole('button', { name: 'Open in MUI Chat' }).click();
    const chat = await popup;
    await expect.poll(() => chat.url()).toBe('https://chat.docs.invalid/c/42');
  });

  test('a demo with code-styling variants switches its source and remembers the choice', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const demo = await openDemo(page, '/x/react-data-grid/', 'OrdersToolbar');
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(visibleCode(demo)).toContainText('<Typography');
    await demo.getByRole('button', { name: 'Tailwind CSS' }).click();
    await expect(demo.getByRole('button', { name: 'Tailwind CSS' })).toHaveAttribute('aria-pressed', 'true');
    await expect(visibleCode(demo)).toContainText('className="flex-1 font-medium"');
    await expect(visibleCode(demo)).not.toContainText('<Typography');
    await expect(demo.locator('a.demo-source-link:visible')).toHaveAttribute('href', /OrdersToolbar\.tailwind\.tsx$/);
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('rounded-md border');

    // A demo without a Tailwind variant keeps showing its MUI System source.
    const pinned = page.locator('#demo-PinnedColumns');
    await pinned.getByRole('button', { name: 'Show code' }).click();
    await expect(visibleCode(pinned)).toContainText('<DataGridPro');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');
    // The page's scripts start after its first paint: a click before they have run does nothing (CI 57).
    const orders = await readyDemo(page, 'OrdersToolbar');
    await orders.getByRole('button', { name: 'Plain CSS' }).click();
    await orders.getByRole('button', { name: 'Show code' }).click();
    await expect(visibleCode(orders)).toContainText('precedence="default"');
  });
});

test.describe('demos without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show the whole source and a source link, and no buttons that need a script', async ({ page }) => {
    await page.goto('/getting-started/usage/');
    const demo = page.locator('#demo-CountingButton');
    await expect(visibleCode(demo)).toHaveCount(1);
    await expect(visibleCode(demo)).toContainText("import Button from '@mui/material/Button';");
    await expect(demo.locator('.demo-toolbar button:visible')).toHaveCount(0);
    await expect(demo.getByRole('link', { name: 'See the source on GitHub' })).toHaveAttribute(
      'href',
      /\/blob\/[\w.-]+\/data\/getting-started\/usage\/CountingButton\.tsx$/,
    );
  });
});
