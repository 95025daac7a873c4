import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirects } from '../../data/redirects';
import { LANGUAGES, localizePath } from '../../src/core/i18n';
import { toUrlPath } from '../../src/core/paths';
import { OUT_DIR, fileOfPath, htmlFiles, readHtml } from '../support/site';

const stubs = htmlFiles().filter((file) => readHtml(file).includes('http-equiv="refresh"'));

describe('redirects', () => {
  it('exports /x/ and /zh/x/ as redirects to the introduction', () => {
    expect(stubs).toEqual(expect.arrayContaining(['x/index.html', 'zh/x/index.html']));
  });

  it.each(stubs)('%s refreshes to an existing page, links to it and names it canonical', (file) => {
    const html = readHtml(file);
    const target = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
    expect(target).toMatch(/^\/.*\/$/);
    expect(fs.existsSync(path.join(OUT_DIR, fileOfPath(target!)))).toBe(true);
    expect(html).toContain(`<a href="${target}">`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://mui.com${target}"`));
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it('lists in _redirects exactly the legacy paths whose page exists, in every language', () => {
    const lines = fs.readFileSync(path.join(OUT_DIR, '_redirects'), 'utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      const [, to, status] = line.split(' ');
      expect(status).toBe('301');
      expect(fs.existsSync(path.join(OUT_DIR, fileOfPath(to)))).toBe(true);
    }
    const active = redirects.filter(({ to }) => fs.existsSync(path.join(OUT_DIR, fileOfPath(toUrlPath(to)))));
    expect(lines).toHaveLength(active.length * 2 * LANGUAGES.length);
    for (const { from } of active) {
      for (const language of LANGUAGES) {
        const exported = fileOfPath(localizePath(toUrlPath(from), language));
        expect(readHtml(exported)).toContain('http-equiv="refresh"');
      }
    }
  });
});
