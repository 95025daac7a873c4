import { describe, expect, it } from 'vitest';
import { gzipBytes as gzip, initialJavaScript, pageCss } from '../../scripts/page-weight.mjs';
import { OUT_DIR, htmlFiles, pageKind, readHtml, type PageKind } from '../support/site';

const KIB = 1024;

/** Initial JavaScript budgets (gzip) per kind: the grid's own code loads as an island, after the page. */
const JS_BUDGET: Record<PageKind, number> = { prose: 170 * KIB, demos: 190 * KIB, grid: 210 * KIB };
/** HTML of a page, gzip: highlighted sources and the navigation are in it, never in serialized props. */
const HTML_BUDGET = 60 * KIB;
/** CSS of a page, gzip: its inline styles (Emotion's server render) and the stylesheets it links. */
const CSS_BUDGET = 24 * KIB;
/** The serialized page props (`__NEXT_DATA__`), raw: interface strings and page data, no content. */
const PROPS_BUDGET = 12 * KIB;

// The test build's fixture pages are not typical pages, but they are checked like any other.
const pages = htmlFiles().filter((file) => !readHtml(file).includes('http-equiv="refresh"'));

describe('byte budgets', () => {
  it('recognises page kinds from the HTML', () => {
    const kinds = new Set(pages.map((file) => pageKind(readHtml(file))));
    expect(kinds).toEqual(new Set(['prose', 'demos', 'grid']));
  });

  it.each(pages)('%s stays within its budgets', (file) => {
    const html = readHtml(file);
    const kind = pageKind(html);
    const js = initialJavaScript(OUT_DIR, file).total;
    const props = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const [htmlBytes, cssBytes] = [gzip(html), gzip(pageCss(OUT_DIR, html))];
    const figures = { kind, js: Math.round(js / 102.4) / 10, html: Math.round(htmlBytes / 102.4) / 10, css: Math.round(cssBytes / 102.4) / 10 };
    expect(js, `initial JS of a ${kind} page (${JSON.stringify(figures)} KiB)`).toBeLessThanOrEqual(JS_BUDGET[kind]);
    expect(htmlBytes, `HTML (${JSON.stringify(figures)} KiB)`).toBeLessThanOrEqual(HTML_BUDGET);
    expect(cssBytes, `CSS (${JSON.stringify(figures)} KiB)`).toBeLessThanOrEqual(CSS_BUDGET);
    expect(props.length, 'serialized props').toBeLessThanOrEqual(PROPS_BUDGET);
  });
});
