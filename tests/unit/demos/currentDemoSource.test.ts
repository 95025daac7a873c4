import { afterEach, describe, expect, it } from 'vitest';
import { currentDemoSource } from '../../../src/demos/demoToolbar';

/** A demo's source markup as the Demo component renders it, for the given styling variants. */
function demoRoot(stylings: string[], withJs = true): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-demo-root', 'OrdersToolbar');
  root.innerHTML = `<div class="demo-source">${stylings
    .map(
      (
        styling,
      ) => `<div data-styling="${styling}" data-sandbox='{"dependencies":{"@mui/x-data-grid":"8.10.2","styling":"${styling}"},"typeDependencies":{"@types/stylis":"4.2.7"},"stylesheets":["https://fonts.googleapis.com/icon?family=Material+Icons"]}'>
        <div data-variant="TS"><div class="demo-code-full"><pre><code>${styling} TS</code></pre></div></div>
        ${withJs ? `<div data-variant="JS"><div class="demo-code-full"><pre><code>${styling} JS</code></pre></div></div>` : ''}
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

  it("is the reader's code variant and styling, with that variant's sandbox setup", () => {
    prefer('JS', 'tailwind');
    const source = currentDemoSource(demoRoot(['system', 'tailwind', 'css']));
    expect(source).toEqual({
      name: 'OrdersToolbar',
      code: 'tailwind JS',
      variant: 'JS',
      styling: 'tailwind',
      dependencies: { '@mui/x-data-grid': '8.10.2', styling: 'tailwind' },
      typeDependencies: { '@types/stylis': '4.2.7' },
      stylesheets: ['https://fonts.googleapis.com/icon?family=Material+Icons'],
    });
  });

  it('is the TypeScript, named so, for a reader of JavaScript while the JavaScript is not on the page', () => {
    prefer('JS', 'system');
    expect(currentDemoSource(demoRoot(['system'], false))).toMatchObject({ code: 'system TS', variant: 'TS' });
  });

  it("falls back to MUI System when the demo has no variant in the reader's styling", () => {
    prefer('TS', 'css');
    expect(currentDemoSource(demoRoot(['system', 'tailwind']))).toMatchObject({ code: 'system TS', styling: 'system' });
  });

  it('reads TypeScript and MUI System when the page has no valid preference', () => {
    prefer('Python', 'sass');
    expect(currentDemoSource(demoRoot(['system', 'css']))).toMatchObject({
      code: 'system TS',
      variant: 'TS',
      styling: 'system',
    });
  });

  it('keeps working with corrupt sandbox data, and keeps only well-formed values', () => {
    const root = demoRoot(['system']);
    const block = root.querySelector<HTMLElement>('[data-styling="system"]')!;
    block.dataset.sandbox = '{not json';
    expect(currentDemoSource(root)).toMatchObject({
      code: 'system TS',
      dependencies: {},
      typeDependencies: {},
      stylesheets: [],
    });
    block.dataset.sandbox = JSON.stringify({
      dependencies: { react: 19, dayjs: '1.11.13' },
      typeDependencies: ['x'],
      stylesheets: ['javascript:alert(1)', 'https://fonts.googleapis.com/icon?family=Material+Icons', 3],
    });
    expect(currentDemoSource(root)).toMatchObject({
      dependencies: { dayjs: '1.11.13' },
      typeDependencies: {},
      stylesheets: ['https://fonts.googleapis.com/icon?family=Material+Icons'],
    });
  });
});
