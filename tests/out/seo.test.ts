import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, htmlFiles, readHtml, splitDocument } from '../support/site';

const docsPages = htmlFiles().filter((file) => {
  const html = readHtml(file);
  return html.includes('<article') && !html.includes('name="robots" content="noindex"');
});

function meta(head: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head);
  return match ? match[1] : null;
}

describe('search and share metadata', () => {
  it('has docs pages to check', () => {
    expect(docsPages.length).toBeGreaterThan(5);
  });

  it.each(docsPages)('%s has a canonical URL, share card tags and breadcrumb structured data', (file) => {
    const { head, body } = splitDocument(readHtml(file));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
    expect(canonical).toMatch(/^https:\/\/[^/]+\/.*\/$/);
    expect(meta(head, 'og:url')).toBe(canonical);
    expect(meta(head, 'og:title')).toBeTruthy();
    expect(meta(head, 'og:description')).toBeTruthy();
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    const image = meta(head, 'og:image');
    expect(image).toBe(meta(head, 'twitter:image'));
    expect(fs.existsSync(path.join(OUT_DIR, new URL(image!).pathname))).toBe(true);

    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
    expect(json, 'JSON-LD').toBeTruthy();
    const data = JSON.parse(json!);
    expect(data['@type']).toBe('BreadcrumbList');
    const items = data.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)!.item).toBe(canonical);
  });
});
