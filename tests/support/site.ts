// Helpers for checks that read the exported site in out/.
import fs from 'node:fs';
import path from 'node:path';

export const OUT_DIR = path.resolve(__dirname, '../../out');
export const CONTENT_INDEX_FILE = path.resolve(__dirname, '../../.generated/content-index.json');

/** Every exported HTML file, relative to out/ (`getting-started/installation/index.html`). */
export function htmlFiles(dir = OUT_DIR): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function readHtml(file: string): string {
  return fs.readFileSync(path.join(OUT_DIR, file), 'utf8');
}

/** The `<head>` and `<body>` parts of an HTML document. */
export function splitDocument(html: string): { head: string; body: string } {
  const end = html.indexOf('</head>');
  return { head: html.slice(0, end), body: html.slice(end) };
}

/** The exported file of a site path: `/a/b/` → `a/b/index.html`. */
export function fileOfPath(pathname: string): string {
  const trimmed = pathname.replace(/^\/|\/$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

export { pageKind } from '../../build/page-weight.mjs';
export type PageKind = 'prose' | 'demos' | 'grid';
