// @vitest-environment node
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { escapeMarkdownHtml, inlineCode } from '../../../src/core/markdown';

/** What a Markdown renderer makes of the text: its raw HTML and its code spans. */
function parse(markdown: string) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const html: string[] = [];
  const code: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'html') {
      html.push((node as { value: string }).value);
    } else if (node.type === 'inlineCode') {
      code.push((node as { value: string }).value);
    }
  });
  return { html, code };
}

describe('escapeMarkdownHtml', () => {
  it('keeps HTML-like text of prose visible as text', () => {
    const text =
      'If `false`, all <style> and <link type="stylesheet" /> tags from the <head> are not copied. On the <SimpleTreeView />, only…';
    const escaped = escapeMarkdownHtml(text);
    expect(parse(escaped).html).toEqual([]);
    expect(escaped).toContain('&lt;style>');
    expect(escaped).toContain('&lt;SimpleTreeView />');
  });

  it('leaves code spans, already escaped text and lone comparison signs alone', () => {
    expect(escapeMarkdownHtml('Use `<Button />` or ``a `<b>` c``.')).toBe('Use `<Button />` or ``a `<b>` c``.');
    expect(escapeMarkdownHtml('\\<b> stays, 1 < 2 and a <= b too')).toBe('\\<b> stays, 1 < 2 and a <= b too');
    expect(escapeMarkdownHtml('an unclosed ` then <b>')).toBe('an unclosed ` then &lt;b>');
  });
});

describe('inlineCode', () => {
  it('makes one code span of text that holds backticks', () => {
    const type = "'primary' | `text${Capitalize<keyof TypeText>}`";
    expect(parse(`| ${inlineCode(type).replace(/\|/g, '\\|')} |\n| --- |\n`).code).toEqual([type]);
    expect(parse(inlineCode('`a`')).code).toEqual(['`a`']);
    expect(inlineCode('boolean')).toBe('`boolean`');
  });
});
