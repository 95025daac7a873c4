// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  demoChunks,
  fontsOfScope,
  manifestOf,
  pageDataUrl,
  pagesOfScope,
  pagesScript,
} from '../../../build/service-worker.mjs';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function site(files: string[]) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '');
  }
}

describe('service worker generation', () => {
  it('lists the pages of a scope from the exported folders', () => {
    site([
      'x/index.html',
      'x/introduction/index.html',
      'x/react-data-grid/editing/index.html',
      'x/sw.js',
      'zh/x/index.html',
      'index.html',
    ]);
    expect(pagesOfScope(dir, '/x/')).toEqual(['/x/', '/x/introduction/', '/x/react-data-grid/editing/']);
    expect(pagesOfScope(dir, '/zh/x/')).toEqual(['/zh/x/']);
    expect(pagesOfScope(dir, '/nope/')).toEqual([]);
  });

  it('installs only the fonts a page of the scope links, with the files their stylesheets name', () => {
    site([
      'x/a/index.html',
      'x/b/index.html',
      'icons/index.html',
      'fonts/material-icons.css',
      'fonts/material-icons.woff2',
      'fonts/roboto.css',
      'fonts/roboto-400.woff2',
    ]);
    fs.writeFileSync(
      path.join(dir, 'fonts/material-icons.css'),
      "@font-face{src:url(./material-icons.woff2) format('woff2'),url('https://cdn.example/x.woff')}",
    );
    fs.writeFileSync(path.join(dir, 'icons/index.html'), '<link rel="stylesheet" href="/fonts/material-icons.css"/>');
    // A scope none of whose pages links a font stylesheet installs none.
    fs.writeFileSync(
      path.join(dir, 'x/a/index.html'),
      '<link rel="preload" href="/fonts/roboto.css"/><link rel="stylesheet" href="/fonts/missing.css"/>',
    );
    expect(fontsOfScope(dir, '/x/')).toEqual([]);
    expect(fontsOfScope(dir, '/icons/')).toEqual(['fonts/material-icons.css', 'fonts/material-icons.woff2']);
    // Attribute order does not matter.
    fs.writeFileSync(
      path.join(dir, 'x/b/index.html'),
      '<link href="/fonts/material-icons.css" data-precedence="default" rel="stylesheet"/>',
    );
    expect(fontsOfScope(dir, '/x/')).toEqual(['fonts/material-icons.css', 'fonts/material-icons.woff2']);
  });

  it('names the page data Next fetches on a client-side navigation', () => {
    expect(pageDataUrl('abc', '/x/introduction/')).toBe('/_next/data/abc/x/introduction.json');
    expect(pageDataUrl('abc', '/x/')).toBe('/_next/data/abc/x.json');
    expect(pageDataUrl('abc', '/')).toBe('/_next/data/abc/index.json');
  });

  it('the pages script lists each page with its data when the data exists, the demo chunks, and names the caches and build', () => {
    site(['x/index.html', 'x/a/index.html', '_next/data/b1/x/a.json']);
    const script = pagesScript({
      pages: ['/x/', '/x/a/'],
      buildId: 'b1',
      cacheName: 'docs-x-pages',
      outDir: dir,
      demoChunks: ['_next/static/chunks/grid.js'],
      demosCacheName: 'docs-x-demos',
    });
    expect(script).toContain('const DOCS_PAGES = ["/x/","/x/a/","/_next/data/b1/x/a.json"];');
    expect(script).toContain('const DOCS_PAGES_CACHE = "docs-x-pages";');
    expect(script).toContain('const DOCS_DEMO_CHUNKS = ["/_next/static/chunks/grid.js"];');
    expect(script).toContain('const DOCS_DEMOS_CACHE = "docs-x-demos";');
    expect(script).toContain('const DOCS_BUILD = "b1";');
    // It is plain script the worker runs as it is.
    expect(() => new Function(script)).not.toThrow();
  });

  it('the manifest installs the scope as a standalone app with icons and both colour schemes', () => {
    const manifest = manifestOf({
      scope: '/zh/x/',
      language: 'zh',
      productName: 'MUI',
      themeColors: { light: '#ffffff', dark: '#0b0e14' },
    });
    expect(manifest).toMatchObject({
      start_url: '/zh/x/introduction/',
      scope: '/zh/x/',
      display: 'standalone',
      lang: 'zh-CN',
      theme_color: '#ffffff',
    });
    expect(manifest.user_preferences.color_scheme_dark.theme_color).toBe('#0b0e14');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it("tells the chunks only the scope's demos load from those only other areas' demos load, and keeps shared ones in the shell", () => {
    site([
      'x/introduction/index.html',
      'zh/x/introduction/index.html',
      '_next/static/chunks/registry.js',
      '_next/static/chunks/search.js',
    ]);
    // The demo registry as Turbopack compiles it: page with demos → loader, loader → the chunks it loads (the Data
    // Grid page's demos load the licence's chunk too).
    fs.writeFileSync(
      path.join(dir, '_next/static/chunks/registry.js'),
      [
        'e.s(["demoPages",0,{"getting-started/usage":()=>s.A(11),"x/react-data-grid/export":()=>s.A(22),"blog/post":()=>s.A(33)}]);',
        '11,s=>{s.v(t=>Promise.all(["static/chunks/counter.js","static/chunks/material.js"].map(t=>s.l(t))).then(()=>t(1)))},',
        '22,s=>{s.v(t=>Promise.all(["static/chunks/license.js","static/chunks/orders.js","static/chunks/material.js"].map(t=>s.l(t))).then(()=>t(2)))},',
        '33,s=>{s.v(t=>Promise.all(["static/chunks/chart.js","static/chunks/charts.js"].map(t=>s.l(t))).then(()=>t(3)))},',
      ].join(''),
    );
    // Another lazy piece (search) shares the material chunk, and the scope's pages load the charts chunk at start.
    fs.writeFileSync(
      path.join(dir, '_next/static/chunks/search.js'),
      '44,s=>{s.v(t=>Promise.all(["static/chunks/search-ui.js","static/chunks/material.js"].map(t=>s.l(t))).then(()=>t(4)))},',
    );
    for (const page of ['x/introduction/index.html', 'zh/x/introduction/index.html']) {
      fs.writeFileSync(path.join(dir, page), '<script src="/_next/static/chunks/charts.js"></script>');
    }
    // The export page's demo chunk and the licence chunk it loads are the scope's; material.js is shared with
    // search and charts.js is loaded by the scope's pages: both stay in the shell.
    for (const scope of ['/x/', '/zh/x/']) {
      expect(demoChunks(dir, scope)).toEqual({
        own: ['_next/static/chunks/license.js', '_next/static/chunks/orders.js'],
        others: ['_next/static/chunks/chart.js', '_next/static/chunks/counter.js'],
      });
    }
  });

  it('finds no demo chunk when it cannot read a demo registry (so everything is precached)', () => {
    site(['x/introduction/index.html', '_next/static/chunks/a.js']);
    fs.writeFileSync(path.join(dir, '_next/static/chunks/a.js'), 'console.log("no registry here")');
    expect(demoChunks(dir, '/x/')).toEqual({ own: [], others: [] });
  });
});
