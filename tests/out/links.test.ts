import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, fileOfPath, readHtml } from '../support/site';

/** Internal links of a page (`/a/b/#c`), without `/_next/` assets. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)].map((match) => match[1]).filter((href) => !href.startsWith('/_next/'));
}

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
}

/** Breadth-first crawl of out/ from the given pages, following every internal link. */
function crawl(starts: string[]) {
  const seen = new Set<string>();
  const broken: string[] = [];
  const queue = [...starts];
  while (queue.length > 0) {
    const page = queue.shift()!;
    if (seen.has(page)) {
      continue;
    }
    seen.add(page);
    const html = readHtml(fileOfPath(page));
    for (const href of internalLinks(html)) {
      const [target, hash] = href.split('#');
      const file = fileOfPath(target);
      if (!fs.existsSync(path.join(OUT_DIR, file))) {
        broken.push(`${page} → ${href}`);
        continue;
      }
      if (hash && !idsOf(readHtml(file)).has(decodeURIComponent(hash))) {
        broken.push(`${page} → ${href} (no element with id "${hash}")`);
      }
      if (!seen.has(target)) {
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
  });
});
