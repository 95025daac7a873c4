// Rehype plugin of the docs pipeline:
// - fenced code becomes <CodeBlock> with HTML highlighted at build time (one string prop keeps page chunks small);
// - a `tsx sample` fence followed by a `jsx sample` fence becomes one <CodeSample>, shown in the reader's variant.
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { highlight, resolveLanguage } from './highlight.mjs';

const TS_LANGUAGES = new Set(['tsx', 'typescript']);
const JS_LANGUAGES = new Set(['jsx', 'javascript']);

function languageOf(code) {
  const classes = code.properties?.className ?? [];
  const found = classes.find((name) => String(name).startsWith('language-'));
  return found ? String(found).slice('language-'.length) : '';
}

function attribute(name, value) {
  return { type: 'mdxJsxAttribute', name, value };
}

function isSample(node) {
  return node?.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock' && node.data?.sample;
}

function languageAttribute(node) {
  return node.attributes.find((attr) => attr.name === 'language')?.value;
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
      const sample = /(^|\s)sample(\s|$)/.test(code.data?.meta ?? '');
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [attribute('language', language), attribute('html', highlight(source, language))],
        children: [],
        data: { sample },
      };
    });
    // Pair a TypeScript sample with the JavaScript sample right after it (whitespace between is fine).
    visit(tree, (node) => {
      if (!Array.isArray(node.children)) {
        return;
      }
      const children = node.children;
      for (let i = 0; i < children.length; i += 1) {
        if (!isSample(children[i]) || !TS_LANGUAGES.has(languageAttribute(children[i]))) {
          continue;
        }
        let j = i + 1;
        while (children[j]?.type === 'text' && children[j].value.trim() === '') {
          j += 1;
        }
        if (isSample(children[j]) && JS_LANGUAGES.has(languageAttribute(children[j]))) {
          children[i].data.sample = false;
          children[j].data.sample = false;
          const pair = {
            type: 'mdxJsxFlowElement',
            name: 'CodeSample',
            attributes: [],
            children: [children[i], children[j]],
          };
          children.splice(i, j - i + 1, pair);
        }
      }
    });
  };
}
