// Rehype plugin of the docs pipeline: fenced code becomes <CodeBlock> with HTML highlighted at build time.
// The highlighted markup travels as one string prop, which keeps page chunks small.
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { highlight, resolveLanguage } from './highlight.mjs';

function languageOf(code) {
  const classes = code.properties?.className ?? [];
  const found = classes.find((name) => String(name).startsWith('language-'));
  return found ? String(found).slice('language-'.length) : '';
}

export default function rehypeDocs() {
  return (tree) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) {
        return;
      }
      const code = node.children.find((child) => child.type === 'element' && child.tagName === 'code');
      if (!code) {
        return;
      }
      const source = toString(code).replace(/\n$/, '');
      const language = resolveLanguage(languageOf(code));
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'language', value: language },
          { type: 'mdxJsxAttribute', name: 'html', value: highlight(source, language) },
        ],
        children: [],
      };
    });
  };
}
