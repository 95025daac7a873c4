// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { serverRender } from '../../../src/islands';
import { MdxLink } from '../../../src/mdx/MdxLink';

describe('links in content', () => {
  afterEach(() => {
    serverRender.parts.site = null;
  });

  it('show a link to a navigation page that is not written yet as text, and link it once it exists', () => {
    serverRender.parts.site = { page: () => undefined, isUnwritten: (pathname) => pathname === '/components/buttons' };
    expect(renderToStaticMarkup(<MdxLink href="/components/buttons/#sizes">Buttons</MdxLink>)).toBe(
      '<span class="unwritten-link">Buttons</span>',
    );
    expect(renderToStaticMarkup(<MdxLink href="/customization/palette/">Palette</MdxLink>)).toBe(
      '<a href="/customization/palette/">Palette</a>',
    );
  });

  it('open outbound links in a new tab and leave same-page anchors alone', () => {
    serverRender.parts.site = { page: () => undefined, isUnwritten: () => true };
    expect(renderToStaticMarkup(<MdxLink href="https://react.dev/">React</MdxLink>)).toBe(
      '<a href="https://react.dev/" target="_blank" rel="noopener">React</a>',
    );
    expect(renderToStaticMarkup(<MdxLink href="#usage">Usage</MdxLink>)).toBe('<a href="#usage">Usage</a>');
  });
});
