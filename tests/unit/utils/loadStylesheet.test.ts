import { afterEach, describe, expect, it, vi } from 'vitest';
import { absolutizeUrls, loadStylesheet } from '../../../src/utils/loadStylesheet';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('loadStylesheet', () => {
  it('fetches the stylesheet and injects it into its cascade layer, with absolute font URLs', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response("@font-face { font-family: 'Roboto'; src: url(./roboto-latin-400-normal.woff2) format('woff2'); }"),
    );
    await expect(loadStylesheet('/fonts/roboto.css', { id: 'font-roboto', layer: 'theme' })).resolves.toBe('style');
    const style = document.getElementById('font-roboto')!;
    expect(style.tagName).toBe('STYLE');
    expect(style.textContent).toMatch(/^@layer theme \{/);
    expect(style.textContent).toContain(
      `url(${new URL('/fonts/roboto-latin-400-normal.woff2', document.baseURI).href})`,
    );
  });

  it('falls back to a link element when the fetch fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadStylesheet('https://fonts.example.com/css?family=Roboto', { id: 'font-roboto' })).resolves.toBe(
      'link',
    );
    const link = document.getElementById('font-roboto') as HTMLLinkElement;
    expect(link.tagName).toBe('LINK');
    expect(link.rel).toBe('stylesheet');
    expect(link.href).toBe('https://fonts.example.com/css?family=Roboto');
  });

  it('falls back to a link element on an error status, and loads each id once', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 503 }));
    await expect(loadStylesheet('/fonts/material-icons.css', { id: 'font-icons' })).resolves.toBe('link');
    await expect(loadStylesheet('/fonts/material-icons.css', { id: 'font-icons' })).resolves.toBe('present');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('#font-icons')).toHaveLength(1);
  });

  it('leaves absolute and data URLs alone', () => {
    const css =
      "a{src:url(https://cdn.example.com/a.woff2)} b{src:url('data:font/woff2;base64,AAAA')} c{src:url(/abs.woff2)}";
    expect(absolutizeUrls(css, 'https://site.example.com/fonts/x.css')).toBe(css);
    expect(absolutizeUrls('d{src:url("./d.woff2")}', 'https://site.example.com/fonts/x.css')).toBe(
      'd{src:url("https://site.example.com/fonts/d.woff2")}',
    );
  });
});
