// @vitest-environment node
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, resolveFile } from '../../../scripts/serve.mjs';

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
