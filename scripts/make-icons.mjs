// Writes the app icons of the web app manifest (public/icons/*.png) from public/icon.svg, in Chromium.
// Run once when the icon changes (`node scripts/make-icons.mjs`); the PNGs are committed, so the build needs no browser.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../build/browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public/icon.svg'), 'utf8');
const outDir = path.join(root, 'public/icons');
fs.mkdirSync(outDir, { recursive: true });

// A maskable icon is cropped to a circle or squircle by the platform: the mark stays inside the central 80%.
const icons = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.2, background: '#0b5cad' },
];

const browser = await chromium.launch(chromiumLaunchOptions() ?? {});
const page = await browser.newPage();
for (const { file, size, padding, background } of icons) {
  const inner = Math.round(size * (1 - padding));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: path.join(outDir, file), omitBackground: background === 'transparent' });
  console.log(`public/icons/${file}`);
}
await browser.close();
