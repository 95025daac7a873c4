// @vitest-environment node
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, headersForPath, parseHeadersFile, resolveFile } from '../../../build/serve.mjs';

const root = path.resolve(__dirname, '../../fixtures/site');
const server = createServer(root);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static server', () => {
  it('maps directory URLs to their index.html and refuses to leave the root', () => {
    expect(resolveFile(root, '/a/')).toBe(path.join(root, 'a/index.html'));
    expect(resolveFile(root, '/../../package.json')).toBeNull();
    expect(resolveFile(root, '/%E0%A4%A')).toBeNull();
    expect(resolveFile(root, '/missing/')).toBeNull();
  });

  it('serves pages, redirects directories to their slash form, and answers 404 with 404.html', async () => {
    const page = await fetch(`${base}/a/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<p>a</p>');

    const redirect = await fetch(`${base}/a`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/a/');

    const missing = await fetch(`${base}/does-not-exist/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<p>404</p>');
  });

  it('compresses text with gzip for clients that accept it, and sends it plain to others', async () => {
    const http = await import('node:http');
    const zlib = await import('node:zlib');
    const get = (encoding: string | null) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/a/`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const compressed = await get('gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(compressed.body).toString()).toContain('<p>a</p>');
    const plain = await get(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<p>a</p>');
  });
});

const HEADERS_FILE = `# Security headers
/*
  Content-Security-Policy: default-src 'self'; script-src 'self'
  X-Content-Type-Options: nosniff

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable
  X-Extra: one
/_next/*
  X-Extra: two
https://preview.example.pages.dev/*
  X-Robots-Tag: noindex
`;

describe('_headers', () => {
  it('parses path patterns with their indented headers, skipping comments and rules for other hosts', () => {
    const rules = parseHeadersFile(HEADERS_FILE);
    expect(rules.map((rule: { path: string; headers: string[][] }) => [rule.path, rule.headers])).toEqual([
      [
        '/*',
        [
          ['Content-Security-Policy', "default-src 'self'; script-src 'self'"],
          ['X-Content-Type-Options', 'nosniff'],
        ],
      ],
      [
        '/_next/static/*',
        [
          ['Cache-Control', 'public, max-age=31536000, immutable'],
          ['X-Extra', 'one'],
        ],
      ],
      ['/_next/*', [['X-Extra', 'two']]],
    ]);
  });

  it('applies every rule whose pattern matches the path; a header given twice joins its values', () => {
    const rules = parseHeadersFile(HEADERS_FILE);
    expect(headersForPath(rules, '/')).toEqual({
      'Content-Security-Policy': "default-src 'self'; script-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersForPath(rules, '/_next/static/chunks/a.js')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Extra': 'one, two',
    });
    expect(headersForPath(rules, '/_nextish/')).not.toHaveProperty('X-Extra');
    expect(headersForPath(parseHeadersFile('/a.b/*\n  X: 1'), '/aXb/')).toEqual({});
  });

  it('sends the headers of out/_headers with pages, assets, redirects and the 404 page', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-headers-'));
    fs.cpSync(root, dir, { recursive: true });
    fs.mkdirSync(path.join(dir, '_next/static'), { recursive: true });
    fs.writeFileSync(path.join(dir, '_next/static/a.js'), 'a()');
    fs.writeFileSync(path.join(dir, '_headers'), HEADERS_FILE);
    const withHeaders = createServer(dir);
    await new Promise<void>((resolve) => withHeaders.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(withHeaders.address() as AddressInfo).port}`;
    try {
      const responses = await Promise.all(
        ['/a/', '/_next/static/a.js', '/a', '/missing/'].map((url) => fetch(`${origin}${url}`, { redirect: 'manual' })),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 308, 404]);
      for (const response of responses) {
        expect(response.headers.get('content-security-policy'), response.url).toBe(
          "default-src 'self'; script-src 'self'",
        );
        expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
      }
      expect(responses[1].headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(responses[0].headers.get('cache-control')).toBeNull();
      // A new _headers (a rebuild while serving) is read again.
      fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
      expect((await fetch(`${origin}/a/`)).headers.get('content-security-policy')).toBeNull();
    } finally {
      await new Promise<void>((resolve) => withHeaders.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
