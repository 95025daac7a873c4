// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenTokens, highlight, prismHtml, resolveLanguage } from '../../../build/mdx/highlight.mjs';
import { CODE_FOREGROUND, tokenColour } from '../../../src/core/codeTheme.mjs';

/**
 * The colour every visible character of highlighted HTML is painted in, by the stylesheet's rules: each span sets the
 * colour of its classes, or inherits its parent's. An entity is one character.
 */
function paintedColours(html: string): string[] {
  const stack = [CODE_FOREGROUND];
  const colours: string[] = [];
  for (const [part, classes] of html.matchAll(/<span class="([^"]*)"[^>]*>|<\/span>|&[#\w]+;|[^<&]/g)) {
    if (classes !== undefined) {
      stack.push(tokenColour(classes.split(' ')) ?? stack.at(-1)!);
    } else if (part === '</span>') {
      stack.pop();
    } else if (part.trim() !== '') {
      colours.push(stack.at(-1)!);
    }
  }
  expect(stack).toEqual([CODE_FOREGROUND]);
  return colours;
}

const text = (html: string) => html.replace(/<[^>]*>/g, '');

/** Real samples of every language the docs highlight most: the demos of a few pages, and snippets. */
const samples: [string, string][] = [
  ...['components/buttons', 'components/autocomplete', 'x/react-data-grid/editing']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join('data', dir))
        .filter((file) => /\.[jt]sx$/.test(file))
        .map((file) => path.join('data', dir, file)),
    )
    .slice(0, 40)
    .map((file): [string, string] => [fs.readFileSync(file, 'utf8'), file.endsWith('.tsx') ? 'tsx' : 'jsx']),
  ['.a > .b { color: red; /* note */ }\n@media (min-width: 600px) { .c { margin: 0 } }', 'css'],
  ['npm install @mui/material @emotion/react # the core\necho "$HOME" && ls -la', 'bash'],
  ['{ "name": "docs", "private": true, "count": 3, "list": [null, false] }', 'json'],
  ['<!doctype html>\n<div class="x" data-a=\'1\'>a &amp; b</div>', 'html'],
];

describe('flattenTokens', () => {
  it('paints every character of every sample in the colour Prism’s nested spans gave it, with the same text', () => {
    for (const [code, language] of samples) {
      const prism = prismHtml(code, resolveLanguage(language));
      const flat = highlight(code, language);
      expect(text(flat), language).toBe(text(prism));
      expect(paintedColours(flat), language).toEqual(paintedColours(prism));
    }
  });

  it('escapes every `>` of the code’s text and none of its tags', () => {
    for (const [code, language] of samples) {
      const html = prismHtml(code, resolveLanguage(language));
      expect(text(html), language).not.toContain('>');
      expect(text(html).split('&gt;').length - 1, language).toBe(code.split('>').length - 1);
    }
    expect(prismHtml('const next = (a: number) => a > 1;', 'tsx')).toContain(
      '<span class="token operator">=&gt;</span> a <span class="token operator">&gt;</span>',
    );
  });

  it('writes flat spans only where the colour is not the text’s, far fewer than Prism', () => {
    let before = 0;
    let after = 0;
    for (const [code, language] of samples.filter(([, language]) => language === 'tsx')) {
      const flat = highlight(code, language);
      expect(flat).not.toMatch(/<span[^>]*>[^<]*<span/);
      expect(flat).not.toMatch(/<span class="token (punctuation|operator|plain-text)">/);
      before += prismHtml(code, 'tsx').split('<span').length - 1;
      after += flat.split('<span').length - 1;
    }
    expect(after).toBeGreaterThan(0);
    expect(after / before).toBeLessThan(0.5);
  });

  it('joins runs of one colour across whitespace, and leaves whitespace between colours bare', () => {
    expect(flattenTokens('<span class="token keyword">export</span> <span class="token keyword">default</span>')).toBe(
      '<span class="token keyword">export default</span>',
    );
    expect(flattenTokens('<span class="token keyword">const</span> <span class="token string">"a"</span>')).toBe(
      '<span class="token keyword">const</span> <span class="token string">"a"</span>',
    );
    expect(flattenTokens('<span class="token tag"><span class="token punctuation">&lt;</span>div</span>')).toBe(
      '&lt;<span class="token tag">div</span>',
    );
    // Markup Prism does not write is left as it is.
    expect(flattenTokens('<b>x</b> <span class="token keyword">if</span>')).toBe(
      '<b>x</b> <span class="token keyword">if</span>',
    );
  });
});
