import { afterEach, describe, expect, it } from 'vitest';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createAppendOnlyCache, SSR_STYLES_ATTRIBUTE } from '../../src/providers/emotionCache';

afterEach(() => {
  document.head.innerHTML = '';
});

/**
 * The server render's head: on a page with cascade layers, the layer order, then the components' styles with their
 * ids, in the `mui` layer; elsewhere, the same styles without layers.
 */
function serverHead({ layered = true } = {}) {
  document.head.innerHTML = layered
    ? '<style id="css-layer-order">@layer theme, mui;</style>' +
      `<style ${SSR_STYLES_ATTRIBUTE}="mui abc123 def456">@layer mui{.mui-abc123{color:red}.mui-def456{color:blue}}</style>`
    : `<style ${SSR_STYLES_ATTRIBUTE}="mui abc123 def456">.mui-abc123{color:red}.mui-def456{color:blue}</style>`;
  document.head.insertAdjacentHTML('beforeend', '<meta name="emotion-insertion-point" content="">');
  return [...document.head.children];
}

describe('the browser’s Emotion cache', () => {
  it('knows the server’s styles without touching their elements', () => {
    const before = serverHead();
    const cache = createAppendOnlyCache({ key: 'mui' });
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect([...document.head.children]).toEqual(before);
  });

  it('on a page with cascade layers, appends each new style, all its rules in the mui layer, as one complete element after everything else', () => {
    const before = serverHead();
    const cache = createAppendOnlyCache({ key: 'mui' });
    const serialized = serializeStyles(
      [{ color: 'green', '&:hover': { color: 'black' }, '@media (min-width:600px)': { color: 'white' } }],
      cache.registered,
    );
    insertStyles(cache, serialized, false);
    const children = [...document.head.children];
    expect(children.slice(0, before.length)).toEqual(before);
    expect(children).toHaveLength(before.length + 1);
    const added = children.at(-1)!;
    expect(added.getAttribute('data-emotion')).toBe('mui');
    const css = added.textContent!;
    const name = `.mui-${serialized.name}`;
    // Every declaration is in the layer (stylis leaves the outer selector behind as an empty rule).
    expect(css.replace(`${name}{}`, '')).toBe(
      `@layer mui{${name}{color:green;}${name}:hover{color:black;}@media (min-width:600px){${name}{color:white;}}}`,
    );
    // Inserted once: the same style again adds nothing.
    insertStyles(cache, serialized, false);
    expect(document.head.children).toHaveLength(before.length + 1);
  });

  it('does not insert a style the server already wrote', () => {
    serverHead();
    const cache = createAppendOnlyCache({ key: 'mui' });
    const serialized = serializeStyles([{ color: 'green' }], cache.registered);
    cache.inserted[serialized.name] = true;
    const count = document.head.children.length;
    insertStyles(cache, serialized, false);
    expect(document.head.children).toHaveLength(count);
  });

  it('on a page without cascade layers, appends each new style as it is, with no layer', () => {
    const before = serverHead({ layered: false });
    const cache = createAppendOnlyCache({ key: 'mui' });
    const serialized = serializeStyles([{ color: 'green', '&:hover': { color: 'black' } }], cache.registered);
    insertStyles(cache, serialized, false);
    const children = [...document.head.children];
    expect(children.slice(0, before.length)).toEqual(before);
    const name = `.mui-${serialized.name}`;
    expect(children.at(-1)!.textContent).toBe(`${name}{color:green;}${name}:hover{color:black;}`);
  });

  it('leaves the style it wraps as it was, so a style made once (keyframes) is layered once in every cache', () => {
    serverHead();
    const keyframes = serializeStyles(['@keyframes pulse{from{opacity:0}to{opacity:1}}']);
    const styles = keyframes.styles;
    const texts = ['mui', 'muirtl'].map((key) => {
      const cache = createAppendOnlyCache({ key });
      insertStyles(cache, keyframes, false);
      return document.head.lastElementChild!.textContent;
    });
    expect(keyframes.styles).toBe(styles);
    // Each cache's element holds the keyframes once, in one `mui` layer.
    expect(texts.map((text) => [text!.match(/@layer mui/g)?.length, text!.includes('@keyframes pulse{')])).toEqual([
      [1, true],
      [1, true],
    ]);
  });
});
