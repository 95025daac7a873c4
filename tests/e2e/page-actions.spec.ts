import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { OUT_DIR } from '../support/site';
import { expect, test, waitForHydration } from './fixtures';
import { injectAxe, runAxe } from './support/axe';

const group = (page: Page) => page.getByRole('group', { name: 'Page actions' });
const toggle = (page: Page) => page.getByRole('button', { name: 'More ways to use this page' });
const menu = (page: Page) => page.getByRole('menu', { name: 'More ways to use this page' });
/** The short message at the bottom of the screen (Next's route announcer is an alert too). */
const toast = (page: Page) => page.locator('.toast [role="alert"]');
const markdownOf = (file: string) => fs.readFileSync(path.join(OUT_DIR, file), 'utf8');

test.describe('page actions', () => {
  test('are exported HTML on docs pages, not on the home page, and their code loads only when the reader reaches them', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto('/components/buttons/');
    await waitForHydration(page);
    await expect(group(page).getByRole('button', { name: 'Copy page' })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    // Nothing fetched the Markdown copy yet: it comes with the first interaction.
    expect(loaded.some((url) => url.endsWith('/components/buttons/index.md'))).toBe(false);
    const markdown = page.waitForRequest((request) => request.url().endsWith('/components/buttons/index.md'));
    await group(page).hover();
    await markdown;

    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('[data-shell="page-actions"]')).toHaveCount(0);
  });

  test('"Copy page" copies the page’s Markdown: its title, prose and demos’ TypeScript sources', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/components/buttons/');
    await waitForHydration(page);
    await group(page).getByRole('button', { name: 'Copy page' }).click();
    await expect(toast(page)).toHaveText('Page copied as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Button\n')).toBe(true);
    expect(copied).toContain('export default function');
    expect(copied).toBe(markdownOf('components/buttons/index.md'));
    // A component page ends with the props of the components it documents.
    expect(copied).toContain('\n### Button\n');
  });

  test('when the clipboard refuses, it says so and shows the Markdown selected; when the copy cannot load, it says so', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
      document.execCommand = () => false;
    });
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    await group(page).getByRole('button', { name: 'Copy page' }).click();
    await expect(toast(page)).toContainText('Could not copy the page');
    const text = page.getByRole('textbox', { name: 'The page as Markdown' });
    await expect(text).toBeFocused();
    const selected = await text.evaluate((area: HTMLTextAreaElement) =>
      area.value.slice(area.selectionStart, area.selectionEnd),
    );
    expect(selected).toBe(markdownOf('getting-started/usage/index.md'));

    await page.route('**/getting-started/installation/index.md', (route) => route.abort('internetdisconnected'));
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await group(page).getByRole('button', { name: 'Copy page' }).click();
    await expect(toast(page)).toContainText('could not be loaded');
  });

  test('the menu works by keyboard: the Markdown copy, ChatGPT and Claude asking about it, and the section in view', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/components/buttons/');
    await waitForHydration(page);
    await toggle(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    const items = menu(page).getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toHaveText('View as Markdown');
    await expect(items.first()).toHaveAttribute('href', '/components/buttons/index.md');
    const markdownUrl = 'https://mui.com/components/buttons/index.md';
    const chatgpt = new URL(
      (await menu(page).getByRole('menuitem', { name: 'Open in ChatGPT' }).getAttribute('href'))!,
    );
    expect(chatgpt.origin + chatgpt.pathname).toBe('https://chatgpt.com/');
    expect(chatgpt.searchParams.get('q')).toContain(markdownUrl);
    const claude = new URL((await menu(page).getByRole('menuitem', { name: 'Open in Claude' }).getAttribute('href'))!);
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toContain(markdownUrl);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

    // No heading in view (the page's top in a short window): no section link.
    await page.setViewportSize({ width: 1280, height: 240 });
    await page.keyboard.press('ArrowDown');
    await expect(items).toHaveCount(3);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });

    // With a section in view, the menu offers a link to it.
    await page.locator('h2#variants').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(4);
    await page.keyboard.press('End');
    await expect(items.last()).toHaveText('Copy link to this section');
    await page.keyboard.press('Enter');
    await expect(toast(page)).toHaveText('Link to the section copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/components\/buttons\/#variants$/);
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test('a Chinese page has them in Chinese, with its own Markdown copy', async ({ page }) => {
    await page.goto('/zh/components/buttons/');
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: '页面操作' }).getByRole('button', { name: '复制页面' })).toBeVisible();
    await page.getByRole('button', { name: '使用本页的更多方式' }).click();
    await expect(page.getByRole('menuitem', { name: '以 Markdown 查看' })).toHaveAttribute(
      'href',
      '/zh/components/buttons/index.md',
    );
    // A press elsewhere closes the menu.
    await page.locator('h1').click();
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('axe: the open menu has no serious or critical violation', async ({ page }) => {
    await page.goto('/getting-started/installation/');
    await waitForHydration(page);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await injectAxe(page);
    expect(await runAxe(page, '[data-shell="page-actions"]')).toEqual([]);
  });

  test('"Copy for AI" in a demo’s toolbar copies its TypeScript source, the package versions it runs on and the page', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/getting-started/usage/');
    await waitForHydration(page);
    const demo = page.locator('#demo-CountingButton');
    await demo.scrollIntoViewIfNeeded();
    // A reader of JavaScript still gets the TypeScript.
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await demo.getByRole('button', { name: 'Copy for AI' }).click();
    await expect(demo.getByRole('button', { name: 'Demo copied for an AI assistant' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const material = (
      JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../node_modules/@mui/material/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(copied).toContain('The CountingButton demo of https://mui.com/getting-started/usage/');
    expect(copied).toContain(`- @mui/material@${material}`);
    expect(copied).toMatch(/^- react@\d+\.\d+\.\d+$/m);
    expect(copied).toContain('React.useState<number>(0)');
    expect(copied).toContain('export default function');
  });
});
