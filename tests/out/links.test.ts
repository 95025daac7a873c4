import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, fileOfPath, htmlFiles, readHtml } from '../support/site';

/** Internal links of a page (`/a/b/#c`), without `/_next/` assets. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)].map((match) => match[1]).filter((href) => !href.startsWith('/_next/'));
}

const existing = new Map<string, boolean>();

/** Whether a file exists, asked once per path (every page links to the whole navigation). */
function exists(file: string): boolean {
  let found = existing.get(file);
  if (found === undefined) {
    found = fs.existsSync(file);
    existing.set(file, found);
  }
  return found;
}

const idsOfFile = new Map<string, Set<string>>();

/** The ids of an exported page, read once per file (the crawl asks for a page's ids at every link to its headings). */
function idsOf(file: string, html?: string): Set<string> {
  let ids = idsOfFile.get(file);
  if (!ids) {
    ids = new Set([...(html ?? readHtml(file)).matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
    idsOfFile.set(file, ids);
  }
  return ids;
}

/** Breadth-first crawl of out/ from the given pages, following every internal link. */
function crawl(starts: string[]) {
  // Every page is queued once (a page is linked from every drawer): the queue is the crawl's order, `seen` its index.
  const seen = new Set<string>(starts);
  const queue = [...starts];
  const broken: string[] = [];
  for (let next = 0; next < queue.length; next += 1) {
    const page = queue[next];
    const html = readHtml(fileOfPath(page));
    for (const href of internalLinks(html)) {
      const [target, hash] = href.split('#');
      // A file the site links to (the blog's feed): it must exist; it is not a page to crawl.
      if (/\.[a-z0-9]+$/i.test(target)) {
        if (!exists(path.join(OUT_DIR, target))) {
          broken.push(`${page} → ${href}`);
        }
        continue;
      }
      const file = fileOfPath(target);
      if (!exists(path.join(OUT_DIR, file))) {
        broken.push(`${page} → ${href}`);
        continue;
      }
      if (hash && !idsOf(file).has(decodeURIComponent(hash))) {
        broken.push(`${page} → ${href} (no element with id "${hash}")`);
      }
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return { seen, broken };
}

describe('links', () => {
  it('a crawl from / and /zh/ finds no link to a missing page or heading, and reaches every page', () => {
    const { seen, broken } = crawl(['/', '/zh/']);
    expect(broken).toEqual([]);
    const exported = fs
      .readdirSync(OUT_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html') && !file.startsWith('404'))
      .map((file) => `/${file.replace(/index\.html$/, '')}`.replace(/\\/g, '/'))
      // Redirect stubs (/x/ → /x/introduction/) are entry points for old links, not pages to link to.
      .filter((url) => !readHtml(fileOfPath(url)).includes('http-equiv="refresh"'));
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((url) => !seen.has(url))).toEqual([]);
    // The crawl reads every page of both languages: it grows with the site (about 8 ms a page here).
  }, 120_000);

  it('every page: same-page anchors have a target, and every local image, script, stylesheet and icon exists', () => {
    const problems: string[] = [];
    for (const file of htmlFiles()) {
      const html = readHtml(file);
      const ids = idsOf(file, html);
      for (const [, hash] of html.matchAll(/<a\b[^>]*\bhref="#([^"]+)"/g)) {
        if (!ids.has(decodeURIComponent(hash))) {
          problems.push(`${file}: #${hash} has no target`);
        }
      }
      // aria-controls, aria-labelledby and label[for] must point at elements of the page too. One exception: a
      // popup button's aria-controls may name the popup it mounts when opened (the Pro charts' export menu).
      for (const match of html.matchAll(/\b(aria-controls|aria-labelledby|aria-describedby|for)="([^"]+)"/g)) {
        const [, attribute, value] = match;
        const tag = html.slice(html.lastIndexOf('<', match.index), html.indexOf('>', match.index) + 1);
        if (attribute === 'aria-controls' && /\baria-haspopup="(true|menu)"/.test(tag) && !/\baria-expanded="true"/.test(tag)) {
          continue;
        }
        for (const id of value.split(/\s+/)) {
          if (!ids.has(id)) {
            problems.push(`${file}: ${attribute}="${id}" has no target`);
          }
        }
      }
      const assets = [
        ...[...html.matchAll(/<(?:img|script|source|iframe)\b[^>]*\bsrc="(\/[^"]*)"/g)].map((match) => match[1]),
        ...[...html.matchAll(/<link\b[^>]*\bhref="(\/[^"]*)"/g)].map((match) => match[1]),
      ];
      for (const asset of assets) {
        const local = decodeURIComponent(asset.split(/[?#]/)[0]);
        const target = path.join(OUT_DIR, local.endsWith('/') ? `${local}index.html` : local);
        if (!exists(target)) {
          problems.push(`${file}: ${asset} is missing`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every heading id of every page follows mui.com’s rule: lower case words joined by single hyphens', () => {
    const malformed: string[] = [];
    for (const file of htmlFiles()) {
      for (const [, id] of readHtml(file).matchAll(/<h[2-4] id="([^"]*)"/g)) {
        if (!/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u.test(id)) {
          malformed.push(`${file}: ${id}`);
        }
      }
    }
    expect(malformed).toEqual([]);
  });

  it('lists the external links (not fetched: checking them is a job for a scheduled crawl, not for every build)', () => {
    const external = new Map<string, number>();
    for (const file of htmlFiles()) {
      for (const [, href] of readHtml(file).matchAll(/<a\b[^>]*\bhref="(https?:\/\/[^"]+)"/g)) {
        external.set(href, (external.get(href) ?? 0) + 1);
      }
    }
    const hosts = [...new Set([...external.keys()].map((href) => new URL(href).host))].sort();
    console.log(`${external.size} external links on ${hosts.length} hosts: ${hosts.join(', ')}`);
    // Every external link is a well-formed https URL (http only for hosts without https).
    expect([...external.keys()].filter((href) => !href.startsWith('https://'))).toEqual([]);
  });
});
