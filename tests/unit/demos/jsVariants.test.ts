import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertJsVariants, loadJsVariants, parseDemoJs, startJsVariants } from '../../../src/demos/jsVariants';

/** A demo's `.demo-source` as the Demo component renders it: TypeScript only, the address of its JavaScript. */
function demoSource(stylings: string[], withPreview = true): HTMLElement {
  const source = document.createElement('div');
  source.className = 'demo-source';
  source.dataset.js = '/demo-js/components/buttons/Counter.0123456789.json';
  source.innerHTML = stylings
    .map(
      (styling) =>
        `<div data-styling="${styling}" data-sandbox="{}"><div data-variant="TS">` +
        `<div class="demo-code-full"><div class="code-block css-1"><pre class="language-tsx" tabindex="0"><code class="language-tsx">${styling} full TS</code></pre></div></div>` +
        (withPreview
          ? `<div class="demo-code-preview"><div class="code-block css-1"><pre class="language-tsx" tabindex="0"><code class="language-tsx">${styling} preview TS</code></pre></div></div>`
          : '') +
        '</div></div>',
    )
    .join('');
  document.body.append(source);
  return source;
}

const JS_FILE = {
  variants: [
    {
      styling: 'system',
      html: '<span class="token keyword">const</span> system full JS',
      preview: 'system preview JS',
    },
    { styling: 'tailwind', html: 'tailwind full JS', preview: null },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-code-variant');
  vi.unstubAllGlobals();
});

describe('a demo’s JavaScript file', () => {
  it('reads its variants, and anything else as none', () => {
    expect(parseDemoJs(JS_FILE)).toEqual(JS_FILE.variants);
    for (const garbage of [null, 'text', 42, {}, { variants: 'x' }, [JS_FILE]]) {
      expect(parseDemoJs(garbage)).toEqual([]);
    }
    // A variant missing a field, or with a preview that is neither text nor null, is left out; the others stay.
    expect(
      parseDemoJs({ variants: [{ styling: 'css' }, { styling: 'css', html: 'x', preview: 3 }, JS_FILE.variants[1]] }),
    ).toEqual([JS_FILE.variants[1]]);
  });

  it('goes before each TypeScript block, as a copy of it with the JavaScript in it', () => {
    const source = demoSource(['system', 'tailwind']);
    expect(insertJsVariants(source, parseDemoJs(JS_FILE))).toBe(true);
    const system = source.querySelector('[data-styling="system"]')!;
    expect([...system.children].map((child) => child.getAttribute('data-variant'))).toEqual(['JS', 'TS']);
    const js = system.querySelector('[data-variant="JS"]')!;
    expect(js.querySelector('.demo-code-full code')!.innerHTML).toBe(JS_FILE.variants[0].html);
    expect(js.querySelector('.demo-code-preview code')!.textContent).toBe('system preview JS');
    expect(js.querySelector('pre')!.className).toBe('language-jsx');
    expect(js.querySelector('.code-block')!.className).toBe('code-block css-1');
    expect(system.querySelector('[data-variant="TS"] code')!.textContent).toBe('system full TS');
    // Without a JavaScript preview, the collapsed source shows the whole JavaScript.
    expect(
      source.querySelector('[data-styling="tailwind"] [data-variant="JS"] .demo-code-preview code')!.textContent,
    ).toBe('tailwind full JS');
    // Once is enough.
    expect(insertJsVariants(source, parseDemoJs(JS_FILE))).toBe(false);
    expect(source.querySelectorAll('[data-variant="JS"]')).toHaveLength(2);
  });

  it('skips a variant the demo does not have on the page', () => {
    const source = demoSource(['system'], false);
    expect(insertJsVariants(source, [{ styling: 'css', html: 'css JS', preview: null }])).toBe(false);
    expect(source.querySelector('[data-variant="JS"]')).toBeNull();
  });
});

describe('loading a demo’s JavaScript', () => {
  it('fetches the address once and inserts what it holds', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(JS_FILE)));
    vi.stubGlobal('fetch', fetchMock);
    const source = demoSource(['system']);
    const [first, second] = await Promise.all([loadJsVariants(source), loadJsVariants(source)]);
    expect([first, second]).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/demo-js/components/buttons/Counter.0123456789.json');
    expect(await loadJsVariants(source)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the TypeScript on a missing file, a garbage answer or a network error, and tries again next time', async () => {
    const answers = [
      () => Promise.resolve(new Response('Not found', { status: 404 })),
      () => Promise.resolve(new Response('<!DOCTYPE html><p>Oops')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response(JSON.stringify(JS_FILE))),
    ];
    const fetchMock = vi.fn(() => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    const source = demoSource(['system']);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await loadJsVariants(source)).toBe(false);
      expect(source.querySelector('[data-variant="JS"]')).toBeNull();
    }
    expect(await loadJsVariants(source)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('starts for every demo when the reader reads JavaScript, and when they switch to it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(JS_FILE)));
    vi.stubGlobal('fetch', fetchMock);
    demoSource(['system']);
    demoSource(['system']).dataset.js = '/demo-js/components/buttons/Other.0123456789.json';
    const stop = startJsVariants();
    expect(fetchMock).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-code-variant', 'JS');
    await vi.waitFor(() => expect(document.querySelectorAll('[data-variant="JS"]')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });
});
