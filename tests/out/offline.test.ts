import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencedScripts } from '../../build/page-weight.mjs';
import { buildIdOf, demoChunks, fontsOfScope, pagesCacheName, searchFragmentsOf } from '../../build/service-worker.mjs';
import { OUT_DIR, htmlFiles, readHtml } from '../support/site';

/** Width and height of a PNG, from its header. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

for (const scope of ['/x/', '/zh/x/']) {
  describe(`the ${scope} service worker`, () => {
    const dir = path.join(OUT_DIR, scope);
    const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const pagesScript = fs.readFileSync(path.join(dir, 'sw-pages.js'), 'utf8');
    const pages = htmlFiles()
      .filter((file) => `/${file}`.startsWith(scope))
      .map((file) => `/${file.replace(/index\.html$/, '')}`);

    it('imports its page list, which holds every page of the scope', () => {
      expect(worker).toContain('importScripts("sw-pages.js")');
      const listed = JSON.parse(/const DOCS_PAGES = (\[.*\]);/.exec(pagesScript)![1]) as string[];
      expect(pages.length).toBeGreaterThan(3);
      expect(listed.filter((url) => !url.startsWith('/_next/data/')).sort()).toEqual(pages.sort());
      // Their data too, for client-side navigation offline.
      expect(listed.filter((url) => url.startsWith('/_next/data/')).length).toBeGreaterThan(0);
    });

    it('precaches every hashed asset but the demos’ chunks, and fetches its own demos’ chunks after activation', () => {
      const statics = fs
        .readdirSync(path.join(OUT_DIR, '_next/static'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => `/_next/static/${file.split(path.sep).join('/')}`);
      const missing = statics.filter((url) => !worker.includes(`"${url}"`));
      const { own, others } = demoChunks(OUT_DIR, scope);
      // The scope's demos' chunks wait for the background fetch; the main area's are no part of the offline /x/.
      expect(own.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      expect(missing.sort()).toEqual([...own, ...others].map((file: string) => `/${file}`).sort());
      const fetched = JSON.parse(/const DOCS_DEMO_CHUNKS = (\[.*\]);/.exec(pagesScript)![1]) as string[];
      expect(fetched.sort()).toEqual(own.map((file: string) => `/${file}`).sort());
      // Every script a page of the scope names in its HTML is precached: the page starts offline.
      for (const page of pages) {
        const scripts = referencedScripts(readHtml(`${page.slice(1)}index.html`)).filter((url: string) => url.startsWith('/_next/'));
        expect(scripts.filter((url: string) => !worker.includes(`"${url.split('?')[0]}"`)), page).toEqual([]);
      }
    });

    it('installs at most 6.5 MiB, and fetches its language’s search fragments after activation, before the demos’ chunks', () => {
      const precached = [...worker.matchAll(/url:"(\/[^"]+)"/g)].map((match) => match[1]);
      const installBytes = precached.reduce((sum, url) => sum + fs.statSync(path.join(OUT_DIR, url)).size, 0);
      expect(installBytes / 1024 / 1024, 'install (MiB)').toBeLessThanOrEqual(6.5);
      // Fonts only when its pages link them: the main area's icon fonts (0.8 MiB) are no part of it.
      expect(precached.filter((url) => url.startsWith('/fonts/')).sort()).toEqual(fontsOfScope(OUT_DIR, scope).map((file: string) => `/${file}`));
      expect(precached.filter((url) => url.startsWith('/fonts/material-icons'))).toEqual([]);
      // Search's code and index are installed, its results' fragments are not: they come with the background fetch.
      const language = scope === '/zh/x/' ? 'zh' : 'en';
      expect(precached.some((url) => url.startsWith(`/pagefind/index/${language}_`))).toBe(true);
      expect(precached.filter((url) => url.startsWith('/pagefind/fragment/'))).toEqual([]);
      const fragments = JSON.parse(/const DOCS_SEARCH_FRAGMENTS = (\[.*\]);/.exec(pagesScript)![1]) as string[];
      expect(fragments.length).toBeGreaterThan(100);
      expect(fragments).toEqual(searchFragmentsOf(OUT_DIR, language));
      expect(fragments.every((url) => url.startsWith(`/pagefind/fragment/${language}_`) && fs.existsSync(path.join(OUT_DIR, url)))).toBe(true);
      // Fetched first, and answered from the cache (or the network, then cached) when a result shows before then.
      expect(pagesScript.indexOf('docsFetchAll(search,')).toBeLessThan(pagesScript.indexOf('docsFetchAll(demos,'));
      const searchCache = `docs${scope.replace(/\//g, '-').replace(/-$/, '')}-search`;
      expect(worker).toContain(`.pathname.startsWith("/pagefind/fragment/"),new`);
      expect(worker).toMatch(new RegExp(`startsWith\\("/pagefind/fragment/"\\),new \\w+\\(\\{cacheName:"${searchCache}"`));
      expect(pagesScript).toContain(`const DOCS_SEARCH_CACHE = "${searchCache}";`);
    });

    it('keeps its pages in a cache of this build only, and deletes the pages caches of other builds on activation', () => {
      // A page names the scripts of its build, and the next build's worker drops them: pages never outlive their
      // build's worker, and a page another build's HTML answered is not stored.
      const family = `docs${scope.replace(/\//g, '-').replace(/-$/, '')}-pages`;
      const cacheName = pagesCacheName(family, buildIdOf(OUT_DIR));
      expect(worker).toContain(`cacheName:"${cacheName}"`);
      expect(worker).toMatch(/cacheWillUpdate:\(\{response:(\w+)\}\)=>docsSameBuild\(\1\)/);
      expect(worker).not.toMatch(new RegExp(`cacheName:"${family}"`));
      expect(pagesScript).toContain(`const DOCS_PAGES_CACHE = "${cacheName}";`);
      expect(pagesScript).toContain(`const DOCS_PAGES_CACHE_FAMILY = "${family}";`);
      expect(pagesScript).toContain('function docsSameBuild(');
      expect(pagesScript).toMatch(/self\.addEventListener\('activate', \(event\) => \{\s+event\.waitUntil\(docsDropOtherBuilds\(\)\);/);
    });

    it('has a web app manifest that installs the scope standalone, with icons that exist at their sizes', () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));
      expect(manifest).toMatchObject({ scope, display: 'standalone' });
      // The start page is a real page of the scope, not a redirect.
      expect(pages).toContain(manifest.start_url);
      expect(readHtml(`${manifest.start_url.slice(1)}index.html`)).not.toContain('http-equiv="refresh"');
      expect(manifest.name).toMatch(/\S/);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
        const file = path.join(OUT_DIR, icon.src);
        expect(fs.existsSync(file), icon.src).toBe(true);
        if (icon.type === 'image/png') {
          expect(pngSize(file)).toBe(icon.sizes);
        }
      }
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    });

    it('every page of the scope links that manifest (redirect pages aside)', () => {
      const documents = pages.filter((page) => !readHtml(`${page.slice(1)}index.html`).includes('http-equiv="refresh"'));
      expect(documents.length).toBeGreaterThan(3);
      for (const page of documents) {
        expect(readHtml(`${page.slice(1)}index.html`), page).toContain(`<link rel="manifest" href="${scope}manifest.webmanifest"`);
      }
    });
  });
}
