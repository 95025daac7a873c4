import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { executableInlineScripts, scriptHash, TURBOPACK_LOADER } from '../../build/inline-scripts';
import { START_SCRIPTS_LOADER, listedStartScripts } from '../../build/start-scripts.mjs';
import { headersForPath, parseHeadersFile } from '../../build/serve.mjs';
import { MAX_HEADER_VALUE_LENGTH } from '../../src/core/securityHeaders';
import { REDIRECT_SCRIPT } from '../../src/core/redirects';
import { SPECULATION_RULES } from '../../src/core/head';
import { PREFERENCES_SCRIPT } from '../../src/core/preferencesScript';
import { minifyScript } from '../../build/minify-script.mjs';
import { OUT_DIR, htmlFiles, readHtml } from '../support/site';

const headersPath = path.join(OUT_DIR, '_headers');
const rules = parseHeadersFile(fs.readFileSync(headersPath, 'utf8'));
const siteWide: Record<string, string> = headersForPath(rules, '/any/page/');
const policy = siteWide['Content-Security-Policy'] ?? '';
const directives = new Map(
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .map(([name, ...sources]) => [name, sources]),
);
const scriptSources = directives.get('script-src') ?? [];
const pages = htmlFiles().map((file) => ({ file, scripts: executableInlineScripts(readHtml(file)) }));

describe('out/_headers', () => {
  it('gives every path the Content-Security-Policy, nosniff, the referrer policy and a Permissions-Policy', () => {
    expect(rules.map((rule: { path: string }) => rule.path)).toContain('/*');
    expect(policy).toMatch(/^default-src 'self'; script-src /);
    expect(siteWide['X-Content-Type-Options']).toBe('nosniff');
    expect(siteWide['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(siteWide['Permissions-Policy']).toMatch(/camera=\(\)/);
    for (const [name, sources] of [
      ['frame-ancestors', ["'self'"]],
      ['frame-src', ["'self'"]],
      ['base-uri', ["'self'"]],
      ['object-src', ["'none'"]],
    ] as const) {
      expect(directives.get(name), name).toEqual(sources);
    }
    expect(directives.get('form-action')).toEqual(expect.arrayContaining(["'self'", 'https://codesandbox.io', 'https://stackblitz.com']));
  });

  it(`keeps the policy under ${MAX_HEADER_VALUE_LENGTH} characters, which static hosts accept`, () => {
    expect(policy.length).toBeGreaterThan(0);
    expect(policy.length).toBeLessThan(MAX_HEADER_VALUE_LENGTH);
    for (const line of fs.readFileSync(headersPath, 'utf8').split('\n')) {
      expect(line.length).toBeLessThan(MAX_HEADER_VALUE_LENGTH + 40);
    }
  });

  it("allows scripts by hash only: no 'unsafe-inline' or 'unsafe-eval', and WebAssembly for search", () => {
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(scriptSources).toContain("'wasm-unsafe-eval'");
    expect(fs.existsSync(path.join(OUT_DIR, 'pagefind/pagefind.js'))).toBe(true);
  });
});

describe('inline scripts of the exported pages', () => {
  const distinct = [...new Set(pages.flatMap((page) => page.scripts))];
  const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));

  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(pages)('$file: every executable inline script has its hash in script-src', ({ scripts }) => {
    for (const script of scripts) {
      expect(scriptSources, script.slice(0, 80)).toContain(`'${scriptHash(script)}'`);
    }
  });

  it('are the same on every page: the speculation rules, the Turbopack loader, the start scripts loader and the preferences script, plus the redirect script on redirect pages', () => {
    // The preferences script as `npm run generate` inlines it: minified.
    const preferences = minifyScript(PREFERENCES_SCRIPT);
    const speculationRules = JSON.stringify(SPECULATION_RULES);
    const expected = new Set([speculationRules, preferences, TURBOPACK_LOADER, START_SCRIPTS_LOADER, REDIRECT_SCRIPT]);
    expect(distinct.filter((script) => !expected.has(script)).map((script) => script.slice(0, 120))).toEqual([]);
    for (const { file, scripts } of pages) {
      expect(scripts.slice(0, 4), file).toEqual([speculationRules, TURBOPACK_LOADER, START_SCRIPTS_LOADER, preferences]);
      expect(scripts.slice(4).every((script) => script === REDIRECT_SCRIPT), file).toBe(true);
    }
  });

  it('are as few as the hashes in the policy, one each', () => {
    expect(distinct.length).toBeLessThanOrEqual(5);
    expect(hashes.sort()).toEqual(distinct.map((script) => `'${scriptHash(script)}'`).sort());
  });

  it('carry no per-page Turbopack bootstrap: its values are in a JSON data block before the loader', () => {
    for (const { file } of pages.slice(0, 50)) {
      const html = readHtml(file);
      expect(html, file).not.toContain('.push({"otherChunks"');
      const data = /<script type="application\/json" data-turbopack-boot="">([^<]*)<\/script><script>/.exec(html)?.[1];
      expect(data, file).toBeTruthy();
      const values = JSON.parse(data!) as Array<{ otherChunks?: unknown }>;
      expect(values.length, file).toBeGreaterThan(0);
      expect(values.every((value) => Array.isArray(value.otherChunks)), file).toBe(true);
    }
  });

  it('load no script by tag at start: the deferred scripts are a list the loader adds after the first paint, of files that exist', () => {
    for (const { file } of pages.slice(0, 50)) {
      const html = readHtml(file);
      expect(html.match(/<script\b[^>]*\bsrc="\/[^"]*"[^>]*\bdefer\b[^>]*>/g) ?? [], file).toEqual([]);
      const listed = listedStartScripts(html);
      expect(listed.length, file).toBeGreaterThan(0);
      for (const url of listed) {
        expect(fs.existsSync(path.join(OUT_DIR, url)), `${file}: ${url}`).toBe(true);
      }
    }
  });
});
