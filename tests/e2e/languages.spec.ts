import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 1400, height: 900 } });

const cases = [
  { url: '/getting-started/installation/', lang: 'en', title: 'Installation', toc: 'Contents', next: 'Next' },
  { url: '/zh/getting-started/installation/', lang: 'zh', title: '安装', toc: '目录', next: '下一页' },
  { url: '/x/introduction/', lang: 'en', title: 'Overview', toc: 'Contents', next: null },
  { url: '/zh/x/introduction/', lang: 'zh', title: '概览', toc: '目录', next: null },
];

for (const { url, lang, title, toc, next } of cases) {
  test(`${url} shows its title in the drawer, <h1> and <title>, with its interface in ${lang}`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} - MUI`);
    const nav = page.locator('#docs-navigation');
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(title);
    await expect(page.locator('#toc-title')).toHaveText(toc);
    if (next) {
      await expect(page.locator('a[rel="next"] small')).toHaveText(next);
    }
    // Every link the frame builds keeps the reader in the language.
    const hrefs = await nav
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href.startsWith('/zh/')).toBe(lang === 'zh');
    }
  });
}

test('the Chinese drawer, buttons and labels are in Chinese', async ({ page }) => {
  await page.goto('/zh/customization/palette/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '安装' })).toHaveAttribute('href', '/zh/getting-started/installation/');
  await expect(page.getByRole('link', { name: '跳到正文' })).toBeAttached();
  await expect(page.getByRole('heading', { name: '这个页面对你有帮助吗？' })).toBeVisible();
  await expect(page.getByRole('link', { name: '编辑此页' })).toBeVisible();
});

test('the language menu switches to the same page and keeps the hash', async ({ page }) => {
  await page.goto('/getting-started/installation/#icons');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Choose a language' }).click();
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/getting-started\/installation\/#icons$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('安装');
  await waitForHydration(page);
  await page.getByRole('button', { name: '选择语言' }).click();
  await expect(page.getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/getting-started\/installation\/#icons$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
});

test('the language menu closes with Escape and returns focus', async ({ page }) => {
  await page.goto('/zh/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: '选择语言' });
  await button.click();
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'English' })).toHaveCount(0);
  await expect(button).toBeFocused();
});
