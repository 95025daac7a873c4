// The whole inventory of routes (../shared/routes, mirrored in data/pages.ts and data/x/pages.ts) has content and is
// exported in both languages: `npm run check:routes` at 100%, as a test that fails on the first missing page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toUrlPath } from '../../src/core/paths';
import { routeCoverage } from '../../build/route-coverage';
import { OUT_DIR, fileOfPath } from '../support/site';

const areas = routeCoverage();

describe('the route inventory', () => {
  it('mirrors the inventory: 187 main-area pages (the title table’s 145, 41 of v7’s pages and the API changes since v6) and 382 /x/ pages in the navigation (381 and the API changes since v7)', () => {
    expect(areas.map(({ label, pages }) => [label, pages.length])).toEqual([
      ['main area', 187],
      ['/x/ area', 382],
    ]);
  });

  it.each(areas.map((area) => [area.label, area] as const))('%s: every page has content (check:routes at 100%%)', (_label, area) => {
    expect(area.missing).toEqual([]);
  });

  it.each(areas.map((area) => [area.label, area] as const))('%s: every page is exported in English and Chinese', (_label, area) => {
    const absent = area.pages
      .flatMap((pathname) => [toUrlPath(pathname), `/zh${toUrlPath(pathname)}`])
      .filter((url) => !fs.existsSync(path.join(OUT_DIR, fileOfPath(url))));
    expect(absent).toEqual([]);
  });
});
