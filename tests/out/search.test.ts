import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, htmlFiles, readHtml } from '../support/site';

const articlePages = htmlFiles().filter((file) => /<article\b/.test(readHtml(file)));

describe('search index', () => {
  it('every docs page marks its article, and only it, for the index, with its area', () => {
    expect(articlePages.length).toBeGreaterThan(5);
    for (const file of articlePages) {
      const html = readHtml(file);
      expect(html.match(/data-pagefind-body/g), file).toHaveLength(1);
      const area = /^(zh\/)?x\//.test(file) ? 'x' : 'main';
      expect(html, file).toMatch(new RegExp(`<article[^>]*data-pagefind-filter="area:${area}"`));
    }
    for (const file of htmlFiles().filter((name) => !articlePages.includes(name))) {
      expect(readHtml(file), file).not.toContain('data-pagefind-body');
    }
  });

  it('holds one index per language with every article page of it', () => {
    const entry = JSON.parse(fs.readFileSync(path.join(OUT_DIR, 'pagefind/pagefind-entry.json'), 'utf8'));
    const zh = articlePages.filter((file) => file.startsWith('zh/')).length;
    expect(entry.languages.en.page_count).toBe(articlePages.length - zh);
    expect(entry.languages.zh.page_count).toBe(zh);
    expect(fs.existsSync(path.join(OUT_DIR, 'pagefind/pagefind.js'))).toBe(true);
  });

  it('is precached by the /x/ workers, so search works offline', () => {
    for (const [scope, wasm] of [['x', 'en'], ['zh/x', 'unknown']]) {
      const worker = fs.readFileSync(path.join(OUT_DIR, scope, 'sw.js'), 'utf8');
      for (const file of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', `/pagefind/wasm.${wasm}.pagefind`]) {
        expect(worker, `${scope}/sw.js ${file}`).toContain(`"${file}"`);
      }
    }
  });
});
