// Initial JavaScript of an exported page: the gzip size of every script its HTML references
// (`<script src>`, `<link rel="modulepreload|preload" as="script">`, the list of scripts added after the first
// paint) plus its inline scripts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { START_SCRIPTS_ATTRIBUTE, listedStartScripts } from './start-scripts.mjs';

const gzipCache = new Map();

/** Gzip size (level 9) of a file, cached per path. */
export function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** Gzip size (level 9) of a string. */
export function gzipBytes(text) {
  return zlib.gzipSync(text, { level: 9 }).length;
}

/** The local stylesheets an HTML document links (`<link rel="stylesheet">`, attributes in any order), as paths from the root. */
export function linkedStylesheets(html) {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => (/\brel="stylesheet"/.test(tag) ? /\bhref="(\/[^"/][^"]*)"/.exec(tag)?.[1] : undefined))
    .filter((href) => href !== undefined);
}

/** The CSS of an exported page: its inline styles and the local stylesheets it links. */
export function pageCss(outDir, html) {
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const linked = linkedStylesheets(html).map((href) => fs.readFileSync(path.join(outDir, href), 'utf8'));
  return [...inline, ...linked].join('\n');
}

/**
 * Script URLs an HTML document references, in document order, without duplicates: those its tags load and those
 * its start list names (`build/start-scripts.mjs`).
 */
export function referencedScripts(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.includes(` ${START_SCRIPTS_ATTRIBUTE}=`)) {
      listedStartScripts(html).forEach((url) => urls.add(url));
    }
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<script') && src) {
      urls.add(src);
    }
    const isScriptLink =
      /\brel="(modulepreload|preload)"/.test(tag) && (/\bas="script"/.test(tag) || /rel="modulepreload"/.test(tag));
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (tag.startsWith('<link') && isScriptLink && href) {
      urls.add(href);
    }
  }
  return [...urls];
}

/**
 * Inline `<script>` bodies: JSON data blocks included (the page's code parses `__NEXT_DATA__`). Left out, as no
 * script of the page reads them: structured data for search engines (`application/ld+json`) and speculation rules
 * (`speculationrules`, read by the browser itself).
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="(?:application\/ld\+json|speculationrules)"/.test(match[1]))
    .map((match) => match[2])
    .filter(Boolean);
}

/** Bytes of initial JavaScript of one exported HTML file: total and per script, gzip. */
export function initialJavaScript(outDir, htmlFile) {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const scripts = referencedScripts(html)
    .filter((url) => url.startsWith('/'))
    .map((url) => ({ url, gzip: gzipSize(path.join(outDir, decodeURIComponent(url.split('?')[0]))) }));
  const inline = inlineScripts(html).reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
  return { total: scripts.reduce((sum, s) => sum + s.gzip, 0) + inline, inline, scripts };
}

/**
 * What a page is, read from its own HTML: `grid` (a demo runs a Data Grid package), `demos` (other live demos)
 * or `prose`. Budgets, samples and benchmarks use it, so pages that later issues add are classified without
 * a list to maintain.
 */
export function pageKind(html) {
  const packages = [...html.matchAll(/\bdata-packages="([^"]*)"/g)].flatMap((match) => match[1].split(' '));
  if (packages.some((name) => /^@mui\/x-data-grid/.test(name))) {
    return 'grid';
  }
  return /\bdata-demo="/.test(html) ? 'demos' : 'prose';
}
