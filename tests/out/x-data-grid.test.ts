// Issue 13's pages in out/: the /x/ introduction, common concepts and every written page of the Data Grid section
// (API reference pages excepted), in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTrail } from '../../src/core/navigation';
import { contentFileOfPath, toUrlPath } from '../../src/core/paths';
import { demoNames, isPlannedPage, itChecksContentPages, pageSource, sectionPages } from '../support/contentPages';
import { fileOfPath, readHtml } from '../support/site';

const ROOT = path.resolve(__dirname, '../..');
const SECTIONS = ['/x/introduction-group', '/x/common-features-group', '/x/react-data-grid-group'];
const { nodes, pages } = sectionPages(SECTIONS, 'x');

/** The `<Demo name>`s of a page and the folder of their files. */
function demosOf(pathname: string) {
  const folder = path.dirname(path.join(ROOT, 'data', contentFileOfPath(pathname)));
  return demoNames(pathname).map((name) => ({ name, folder }));
}

const planOf = (pathname: string) => findTrail(nodes, pathname).at(-1)?.plan;
const gridPages = pages.filter((pathname) => pathname.startsWith('/x/react-data-grid'));
const componentsPages = gridPages.filter((pathname) => pathname.startsWith('/x/react-data-grid/components/'));

describe('/x/ introduction, common concepts and Data Grid pages', () => {
  it('covers the three sections of the inventory', () => {
    expect(nodes.map((node) => node.pathname).sort()).toEqual([...SECTIONS].sort());
    expect(pages.length).toBeGreaterThanOrEqual(89);
    expect(componentsPages.length).toBe(9);
  });

  // Pages about the plans, support and the roadmap teach no component: a demo is optional there.
  itChecksContentPages(pages, nodes, { demoOptional: (pathname) => /^\/x\/(introduction\/|guides\/)/.test(pathname) });

  it.each(pages.filter((pathname) => planOf(pathname) && !isPlannedPage(nodes, pathname)))(
    '%s names its plan at the top and demos the commercial package',
    (pathname) => {
      const plan = planOf(pathname)!;
      const body = pageSource(pathname).replace(/^---[\s\S]*?---\s*/, '');
      expect(body.slice(0, 1200)).toMatch(new RegExp(`\\b${plan}\\b`, 'i'));
      if (pathname.startsWith('/x/react-data-grid')) {
        const sources = demosOf(pathname).map(({ name, folder }) => fs.readFileSync(path.join(folder, `${name}.tsx`), 'utf8'));
        const commercial = plan === 'pro' ? /@mui\/x-data-grid-(pro|premium)['"]/ : /@mui\/x-data-grid-premium['"]/;
        expect(sources.some((source) => commercial.test(source)), `a demo on @mui/x-data-grid-${plan}`).toBe(true);
      }
    },
  );

  it.each(gridPages.filter((pathname) => !/<PageList\b/.test(pageSource(pathname))))('%s links to an API page of the grid', (pathname) => {
    expect(pageSource(pathname)).toMatch(/\]\(\/x\/api\/data-grid\/[a-z-]*\/?\)/);
  });

  it.each(componentsPages)('%s: every demo comes in the MUI System, Tailwind CSS and plain CSS variants', (pathname) => {
    const demos = demosOf(pathname);
    expect(demos.length).toBeGreaterThan(0);
    const html = readHtml(fileOfPath(toUrlPath(pathname)));
    for (const { name, folder } of demos) {
      for (const variant of ['tsx', 'tailwind.tsx', 'css.tsx']) {
        expect(fs.existsSync(path.join(folder, `${name}.${variant}`)), `${name}.${variant}`).toBe(true);
      }
      // The exported toolbar offers the three stylings, each with its own source.
      const demo = new RegExp(`<div[^>]*id="demo-${name}"[^>]*>`).exec(html);
      expect(demo?.[0], `demo ${name}`).toMatch(/data-has-tailwind/);
      expect(demo?.[0], `demo ${name}`).toMatch(/data-has-css/);
    }
  });
});
