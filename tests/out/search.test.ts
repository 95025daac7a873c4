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

  it('lists each language’s page titles for the dialog’s ranking, with the names of overview pages', () => {
    const entry = JSON.parse(fs.readFileSync(path.join(OUT_DIR, 'pagefind/pagefind-entry.json'), 'utf8'));
    const titles = (language: string): Record<string, string[]> => JSON.parse(fs.readFileSync(path.join(OUT_DIR, `pagefind/titles.${language}.json`), 'utf8'));
    for (const language of ['en', 'zh']) {
      expect(Object.keys(titles(language)), language).toHaveLength(entry.languages[language].page_count);
    }
    expect(Object.values(titles('en'))).toContainEqual(['/components/slider/', 'Slider']);
    expect(Object.values(titles('en'))).toContainEqual(['/x/react-data-grid/', 'Overview', 'Data Grid']);
    expect(Object.values(titles('zh'))).toContainEqual(['/zh/components/slider/', 'Slider 滑块']);
    expect(Object.values(titles('zh'))).toContainEqual(['/zh/x/react-data-grid/', '概览', 'Data Grid 数据表格']);
  });

  it('is precached by the /x/ workers, so search works offline', () => {
    for (const [scope, wasm] of [['x', 'en'], ['zh/x', 'unknown']]) {
      const worker = fs.readFileSync(path.join(OUT_DIR, scope, 'sw.js'), 'utf8');
      for (const file of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', `/pagefind/wasm.${wasm}.pagefind`, `/pagefind/titles.${scope === 'x' ? 'en' : 'zh'}.json`]) {
        expect(worker, `${scope}/sw.js ${file}`).toContain(`"${file}"`);
      }
    }
  });
});
