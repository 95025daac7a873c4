// Remark plugin: `<Demo name="BasicButtons" />` in a page's MDX becomes a live demo of `BasicButtons.tsx`
// beside the page. The MDX module (server only) imports the demo to render it into the HTML; the demo's
// TypeScript source and its generated JavaScript arrive highlighted, as strings.
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { tsToJs } from '../demos/tsToJs.mjs';
import { highlight } from './highlight.mjs';

const DATA_DIR = path.resolve(import.meta.dirname, '../../data');

function stringAttribute(name, value) {
  return { type: 'mdxJsxAttribute', name, value };
}

function identifierAttribute(name, identifier) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }],
        },
      },
    },
  };
}

function importNode(identifier, source) {
  return {
    type: 'mdxjsEsm',
    value: `import ${identifier} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: identifier } }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

/** The demo id: its path under data/ without extension, `getting-started/usage/CountingButton`. */
export function demoId(file) {
  return path.relative(DATA_DIR, file).split(path.sep).join('/').replace(/\.tsx$/, '');
}

export default function remarkDemos() {
  return async (tree, file) => {
    const demos = [];
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'Demo') {
        demos.push(node);
      }
    });
    if (demos.length === 0) {
      return;
    }
    if (!file.path) {
      throw new Error('<Demo> needs the page file path to find its demo files.');
    }
    const imports = [];
    for (const node of demos) {
      const name = node.attributes.find((attribute) => attribute.name === 'name')?.value;
      if (typeof name !== 'string' || !/^[A-Z]\w*$/.test(name)) {
        throw new Error(`${file.path}: <Demo> needs name="ComponentName" (a .tsx file beside the page).`);
      }
      const demoFile = path.join(path.dirname(file.path), `${name}.tsx`);
      if (!fs.existsSync(demoFile)) {
        throw new Error(`${file.path}: <Demo name="${name}"> has no ${name}.tsx beside the page.`);
      }
      const source = fs.readFileSync(demoFile, 'utf8');
      const js = await tsToJs(source, `${name}.tsx`);
      const identifier = `Demo$${name}`;
      imports.push(importNode(identifier, `./${name}`));
      node.attributes = [
        ...node.attributes.filter((attribute) => attribute.name !== 'name'),
        stringAttribute('name', name),
        stringAttribute('id', demoId(demoFile)),
        identifierAttribute('component', identifier),
        stringAttribute('tsHtml', highlight(source.replace(/\n$/, ''), 'tsx')),
        stringAttribute('jsHtml', highlight(js.replace(/\n$/, ''), 'jsx')),
      ];
    }
    tree.children.unshift(...imports);
  };
}
