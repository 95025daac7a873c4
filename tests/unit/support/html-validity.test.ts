// @vitest-environment node
import { HtmlElement, Parser, StaticConfigLoader } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { collapseHighlightedCode, fastGetElementsByTagName, htmlProblems } from '../../support/html-validity.mjs';

const original = HtmlElement.prototype.getElementsByTagName;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

describe('fastGetElementsByTagName', () => {
  it('finds the same elements in the same order as html-validate’s own', async () => {
    const config = await new StaticConfigLoader({ root: true }).getConfigFor('inline');
    // Deep nesting, siblings at every level, and matches inside matches.
    const nested = (depth: number): string =>
      depth === 0
        ? '<span id="leaf">x</span>'
        : `<div id="d${depth}a"><span id="s${depth}">${nested(depth - 1)}</span></div><div id="d${depth}b"></div>`;
    const root = new Parser(config).parseHtml(page(`<main>${nested(8)}<p><span id="last"></span></p></main>`));
    const ids = (elements: HtmlElement[]) => elements.map((element) => element.id);
    for (const tag of ['span', 'div', 'p', '*', 'section']) {
      const expected = ids(original.call(root, tag));
      expect(ids(fastGetElementsByTagName.call(root, tag)), tag).toEqual(expected);
    }
    expect(ids(fastGetElementsByTagName.call(root, 'span'))).toHaveLength(10);
  });
});

describe('htmlProblems', () => {
  it('passes a valid page and names each fault of an invalid one', async () => {
    expect(await htmlProblems(page('<main><h1>T</h1><p>Text</p></main>'))).toEqual([]);
    const problems = await htmlProblems(
      page('<main><h1 id="a">T</h1><p id="a">Text</p><span><div>x</div></span></main>'),
    );
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['element-permitted-content', 'no-dup-id']);
  });

  it('waives the demonstrated libraries’ markup inside a demo preview only', async () => {
    const listWithDiv = '<ul><li>One</li><div><li>Two</li></div></ul>';
    expect(await htmlProblems(page(`<main><h1>T</h1><div class="demo-preview">${listWithDiv}</div></main>`))).toEqual(
      [],
    );
    const outside = await htmlProblems(page(`<main><h1>T</h1>${listWithDiv}</main>`));
    expect(outside.some((problem) => problem.startsWith('element-permitted-content'))).toBe(true);
  });
});

describe('collapseHighlightedCode', () => {
  const block = (body: string) =>
    `<pre class="language-tsx" tabindex="0"><code class="language-tsx">${body}</code></pre>`;

  it('drops the token spans of a block, keeping its text, entities and line breaks', () => {
    const body =
      '<span class="token keyword">const</span> a <span class="token operator">=</span>\n<span class="token string">&quot;&lt;b&gt;&quot;</span>;';
    expect(collapseHighlightedCode(`<main>${block(body)}</main>`)).toBe(
      `<main>${block('const a =\n&quot;&lt;b&gt;&quot;;')}</main>`,
    );
  });

  it('leaves whole a block whose markup is anything but well-formed token spans', () => {
    for (const body of [
      '<span class="token">a</span><div>b</div>',
      '<span class="token token">a</span>',
      '<span class="token">a',
      'a</span>',
      '<span class="">a</span>',
      '<span class="token" id="x">a</span>',
      'a < b',
    ]) {
      expect(collapseHighlightedCode(block(body)), body).toBe(block(body));
    }
  });

  it('still lets html-validate find the faults of a block it could not collapse, and of the text of one it did', async () => {
    const nested = await htmlProblems(
      page(`<main><h1>T</h1>${block('<span class="token">a</span><div>b</div>')}</main>`),
    );
    expect(nested.map((problem) => problem.split(':')[0])).toEqual(['element-permitted-content']);
    const badReference = await htmlProblems(
      page(`<main><h1>T</h1>${block('<span class="token">&nosuch;</span>')}</main>`),
    );
    expect(badReference.map((problem) => problem.split(':')[0])).toEqual(['unrecognized-char-ref']);
  });
});
