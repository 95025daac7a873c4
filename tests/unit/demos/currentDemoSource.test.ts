import { afterEach, describe, expect, it } from 'vitest';
import { currentDemoSource } from '../../../src/demos/demoToolbar';

/** A demo's source markup as the Demo component renders it, for the given styling variants. */
function demoRoot(stylings: string[]): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-demo-root', 'OrdersToolbar');
  root.innerHTML = `<div class="demo-source">${stylings
    .map(
      (styling) => `<div data-styling="${styling}" data-dependencies='{"@mui/x-data-grid":"8.10.2","styling":"${styling}"}'>
        <div data-variant="TS"><div class="demo-code-full"><pre><code>${styling} TS</code></pre></div></div>
        <div data-variant="JS"><div class="demo-code-full"><pre><code>${styling} JS</code></pre></div></div>
      </div>`,
    )
    .join('')}</div>`;
  document.body.append(root);
  return root;
}

function prefer(variant: string | null, styling: string | null) {
  const html = document.documentElement;
  for (const [name, value] of [
    ['data-code-variant', variant],
    ['data-code-styling', styling],
  ] as const) {
    if (value === null) {
      html.removeAttribute(name);
    } else {
      html.setAttribute(name, value);
    }
  }
}

describe('the source a demo shows', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    prefer(null, null);
  });

  it("is the reader's code variant and styling, with that variant's dependencies", () => {
    prefer('JS', 'tailwind');
    const source = currentDemoSource(demoRoot(['system', 'tailwind', 'css']));
    expect(source).toEqual({
      name: 'OrdersToolbar',
      code: 'tailwind JS',
      variant: 'JS',
      styling: 'tailwind',
      dependencies: { '@mui/x-data-grid': '8.10.2', styling: 'tailwind' },
    });
  });

  it('falls back to MUI System when the demo has no variant in the reader\'s styling', () => {
    prefer('TS', 'css');
    expect(currentDemoSource(demoRoot(['system', 'tailwind']))).toMatchObject({ code: 'system TS', styling: 'system' });
  });

  it('reads TypeScript and MUI System when the page has no valid preference', () => {
    prefer('Python', 'sass');
    expect(currentDemoSource(demoRoot(['system', 'css']))).toMatchObject({ code: 'system TS', variant: 'TS', styling: 'system' });
  });

  it('keeps working with corrupt dependency data', () => {
    const root = demoRoot(['system']);
    root.querySelector<HTMLElement>('[data-styling="system"]')!.dataset.dependencies = '{not json';
    expect(currentDemoSource(root)).toMatchObject({ code: 'system TS', dependencies: {} });
  });
});
