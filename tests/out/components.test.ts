// Issue 12's pages in out/: every component page and component group page of the main area, in both languages.
import { describe, expect, it } from 'vitest';
import { itChecksContentPages, pageSource, sectionPages } from '../support/contentPages';
import { depthOf } from '../support/demoDepth';

const { nodes, pages } = sectionPages(['/components']);

describe('component pages', () => {
  it('covers the components section of the inventory', () => {
    expect(pages.length).toBeGreaterThanOrEqual(70);
  });

  // A page whose counterpart has no live demo (InitColorSchemeScript, a script with no interface: data/demo-depth.tsv)
  // may have none.
  itChecksContentPages(pages, nodes, { demoOptional: (pathname) => depthOf(pathname)?.counterpart === 0 });

  it.each(pages.filter((pathname) => !/<PageList\b/.test(pageSource(pathname))))(
    '%s links to the API page of a component it documents, and says how it works with assistive technology',
    (pathname) => {
      const mdx = pageSource(pathname);
      expect(mdx).toMatch(/\]\(\/api\/[a-z-]+\/\)|\]\(\/x\/api\//);
      expect(mdx).toMatch(/^## Accessibility/m);
    },
  );
});
