import { afterEach, describe, expect, it } from 'vitest';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createAppendOnlyCache, SSR_STYLES_ATTRIBUTE } from '../../src/providers/emotionCache';

afterEach(() => {
  document.head.innerHTML = '';
});

/** The server render's head: the layer order, then the components' styles with their ids. */
function serverHead() {
  document.head.innerHTML =
    '<style id="css-layer-order">@layer theme, mui;</style>' +
    `<style ${SSR_STYLES_ATTRIBUTE}="mui abc123 def456">@layer mui{.mui-abc123{color:red}.mui-def456{color:blue}}</style>` +
    '<meta name="emotion-insertion-point" content="">';
  return [...document.head.children];
}

describe('the browser’s Emotion cache', () => {
  it('knows the server’s styles without touching their elements', () => {
    const before = serverHead();
    const cache = createAppendOnlyCache({ key: 'mui' });
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect([...document.head.children]).toEqual(before);
  });

  it('appends each new style, all its rules in the mui layer, as one complete element after everything else', () => {
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
});
