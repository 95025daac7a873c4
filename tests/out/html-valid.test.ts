import { describe, expect, it } from 'vitest';
import { validateFiles } from '../support/html-validity.mjs';
import { OUT_DIR, htmlFiles } from '../support/site';

// The rule set and the waivers for the demonstrated libraries' markup are in tests/support/html-validity.mjs.
describe('HTML validity', () => {
  const files = htmlFiles();
  // Every page is validated once, in a worker thread per core, in the order of the tests; each test waits for its page.
  let results: Map<string, Promise<string[]>> | undefined;

  it('has pages to check', () => {
    expect(files.length).toBeGreaterThan(10);
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
