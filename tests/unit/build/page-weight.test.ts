// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineScripts, pageKind, referencedScripts } from '../../../build/page-weight.mjs';

describe('page weight', () => {
  it('counts referenced scripts and module preloads once each', () => {
    const html = `<link rel="modulepreload" href="/a.js"><link rel="preload" as="script" href="/b.js"><link rel="preload" as="style" href="/c.css"><script src="/a.js"></script><script src="/d.js" defer></script>`;
    expect(referencedScripts(html)).toEqual(['/a.js', '/b.js', '/d.js']);
  });

  it('counts inline scripts and data the page parses, not structured data or speculation rules', () => {
    const html = `<script>var a=1</script><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script><script type="application/ld+json">{"@type":"BreadcrumbList"}</script><script type="speculationrules">{"prerender":[]}</script><script src="/x.js"></script>`;
    expect(inlineScripts(html)).toEqual(['var a=1', '{"props":{}}']);
  });

  it('tells a Data Grid page, a page with demos and a prose page apart', () => {
    expect(
      pageKind('<div data-packages="@mui/material @mui/x-data-grid-pro"><div data-demo="x/a/B"></div></div>'),
    ).toBe('grid');
    expect(pageKind('<div data-packages="@mui/material"><div data-demo="a/B"></div></div>')).toBe('demos');
    expect(pageKind('<article><p>Text</p></article>')).toBe('prose');
  });
});
