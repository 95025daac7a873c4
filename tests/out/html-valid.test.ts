import { describe, expect, it } from 'vitest';
import { validateFiles } from '../support/html-validity.mjs';
import { OUT_DIR, htmlFiles, pageKind, readHtml } from '../support/site';

/**
 * The pages to validate: every page but the Chinese ones, and of those, the first of each section and of each page
 * kind. A Chinese page is its English page's body (the same MDX and demos) in the Chinese frame, so each body is
 * validated on its English page and the Chinese frame on one page of every section and kind (a few dozen pages
 * instead of 700, half the stage's validation work).
 */
function pagesToValidate(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    if (!file.startsWith('zh/')) {
      return true;
    }
    const segments = file.split('/').slice(0, -1);
    const section = segments.slice(0, segments[1] === 'x' ? 3 : 2).join('/');
    const keys = [`section ${section}`, `kind ${pageKind(readHtml(file))}`];
    const isNew = keys.some((key) => !seen.has(key));
    keys.forEach((key) => seen.add(key));
    return isNew;
  });
}

// The rule set and the waivers for the demonstrated libraries' markup are in tests/support/html-validity.mjs.
describe('HTML validity', () => {
  const all = htmlFiles();
  const files = pagesToValidate(all);
  // Every page is validated once, in a worker thread per core, in the order of the tests; each test waits for its page.
  let results: Map<string, Promise<string[]>> | undefined;

  it('has pages to check: every English page, and Chinese pages of every section and kind', () => {
    expect(files.length).toBeGreaterThan(10);
    const english = all.filter((file) => !file.startsWith('zh/'));
    expect(files.filter((file) => !file.startsWith('zh/'))).toEqual(english);
    const chinese = files.filter((file) => file.startsWith('zh/'));
    expect(new Set(chinese.map((file) => pageKind(readHtml(file))))).toEqual(new Set(english.map((file) => pageKind(readHtml(file)))));
    expect(chinese).toEqual(expect.arrayContaining(['zh/index.html', 'zh/x/react-data-grid/accessibility/index.html']));
  });

  // A page's result can wait behind a few pages of demos on a busy machine.
  it.each(files)(
    '%s is valid HTML',
    async (file) => {
      results ??= validateFiles(OUT_DIR, files);
      expect(await results.get(file)).toEqual([]);
    },
    60_000,
  );
});
