// Issue 14's pages in out/: every written page of the Date and Time Pickers, Charts, Tree View and Migration sections
// (API reference pages excepted), in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTrail } from '../../src/core/navigation';
import { contentFileOfPath, toUrlPath } from '../../src/core/paths';
import { demoNames, itChecksContentPages, pageSource, sectionPages } from '../support/contentPages';
import { fileOfPath, readHtml } from '../support/site';

const ROOT = path.resolve(__dirname, '../..');
const SECTIONS = ['/x/react-date-pickers-group', '/x/react-charts-group', '/x/react-tree-view-group', '/x/migration-group'];
const { nodes, pages } = sectionPages(SECTIONS, 'x');

/** The sources of a page's demos. */
function demoSources(pathname: string) {
  const folder = path.dirname(path.join(ROOT, 'data', contentFileOfPath(pathname)));
  return demoNames(pathname).map((name) => fs.readFileSync(path.join(folder, `${name}.tsx`), 'utf8'));
}

const body = (pathname: string) => pageSource(pathname).replace(/^---[\s\S]*?---\s*/, '');
const planOf = (pathname: string) => findTrail(nodes, pathname).at(-1)?.plan;
const SANKEY = '/x/react-charts/sankey';
const isMigration = (pathname: string) => pathname.startsWith('/x/migration/');
const PRODUCTS = [
  { prefix: '/x/react-date-pickers', api: 'date-pickers', pro: '@mui/x-date-pickers-pro' },
  { prefix: '/x/react-charts', api: 'charts', pro: '@mui/x-charts-pro' },
  { prefix: '/x/react-tree-view', api: 'tree-view', pro: '@mui/x-tree-view-pro' },
];
const productOf = (pathname: string) => PRODUCTS.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));

describe('/x/ Date and Time Pickers, Charts, Tree View and Migration pages', () => {
  it('covers the four sections of the inventory', () => {
    expect(nodes.map((node) => node.pathname).sort()).toEqual([...SECTIONS].sort());
    expect(pages.filter((pathname) => pathname.startsWith('/x/react-date-pickers')).length).toBe(33);
    expect(pages.filter((pathname) => pathname.startsWith('/x/react-charts')).length).toBe(32);
    expect(pages.filter((pathname) => pathname.startsWith('/x/react-tree-view')).length).toBe(17);
    expect(pages.filter(isMigration).length).toBe(14);
  });

  // Migration guides teach with before/after code; the Sankey page documents a chart 8.10.2 does not have.
  itChecksContentPages(pages, nodes, { demoOptional: (pathname) => isMigration(pathname), unavailable: (pathname) => pathname === SANKEY });

  it.each(pages.filter((pathname) => planOf(pathname) && pathname !== SANKEY))('%s names its plan at the top and demos the Pro package', (pathname) => {
    expect(body(pathname).slice(0, 1200)).toMatch(new RegExp(`\\b${planOf(pathname)}\\b`, 'i'));
    const { pro } = productOf(pathname)!;
    expect(
      demoSources(pathname).some((source) => source.includes(`'${pro}`)),
      `a demo on ${pro}`,
    ).toBe(true);
  });

  it.each(pages.filter((pathname) => productOf(pathname) && !/<PageList\b/.test(pageSource(pathname))))('%s links to an API page of its product', (pathname) => {
    expect(pageSource(pathname)).toMatch(new RegExp(`\\]\\(/x/api/${productOf(pathname)!.api}/[a-z-]*/?\\)`));
  });

  it('the Sankey page says plainly that 8.10.2 has no Sankey chart, and demos none', () => {
    const text = body(SANKEY);
    expect(text.slice(0, 800)).toMatch(/8\.10\.2/);
    expect(text.slice(0, 800)).toMatch(/\bnot\b|\bno\b/i);
    expect(demoSources(SANKEY).join('\n')).not.toMatch(/Sankey/);
    expect(readHtml(fileOfPath(toUrlPath(SANKEY)))).not.toContain('class="demo-error"');
  });

  it('the charts overview has the planned-charts section the navigation links to', () => {
    expect(readHtml(fileOfPath('/x/react-charts/'))).toMatch(/<h2[^>]*id="planned-charts"/);
  });

  it('the date library pages demo every adapter, and the calendar systems the Jalali and Hijri ones', () => {
    const imports = (pathname: string) => demoSources(pathname).join('\n');
    for (const adapter of ['AdapterDateFns', 'AdapterDayjs', 'AdapterLuxon', 'AdapterMoment']) {
      expect(imports('/x/react-date-pickers/adapters-locale'), adapter).toMatch(new RegExp(`@mui/x-date-pickers/${adapter}['"]`));
    }
    for (const adapter of ['AdapterDateFnsJalali', 'AdapterMomentJalaali', 'AdapterMomentHijri']) {
      expect(imports('/x/react-date-pickers/calendar-systems'), adapter).toMatch(new RegExp(`@mui/x-date-pickers/${adapter}['"]`));
    }
  });

  it.each(pages.filter(isMigration))('%s shows its changes as code', (pathname) => {
    expect(pageSource(pathname).match(/^```(diff|tsx|jsx|ts|js|bash)/gm)?.length ?? 0).toBeGreaterThanOrEqual(6);
  });
});
