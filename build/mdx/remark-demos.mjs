// Remark plugin: `<Demo name="BasicButtons" />` in a page's MDX becomes a live demo of `BasicButtons.tsx`
// beside the page. The MDX module (server only) imports the demo to render it into the HTML; the demo's
// TypeScript source arrives highlighted, as a string, with the address of its JavaScript version (written after
// the export, `build/demos/demoJs.mjs`).
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { demoJsUrl, demoVariantFiles, readDemoSource } from '../demos/demoJs.mjs';
import { demoPreview } from '../demos/preview.mjs';
import { COMMERCIAL_PACKAGES, fontIconThemes, sandboxSetup } from '../demos/sandbox.mjs';
import { highlight } from './highlight.mjs';
import { DEFAULT_CODE_STYLING, DEMO_BACKGROUNDS } from '../../src/core/facts/code.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LICENSE_MODULE = path.join(ROOT, 'src/demos/license');
/** Preview backgrounds: a bordered panel (default), the page itself, or a tinted playground. */

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

/**
 * An MDX `import` of a module: `import Name from "./Name";`, or for its side effects only (`identifier` null):
 * `import "./license";`.
 */
function importNode(identifier, source) {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: identifier ? `import ${identifier} from ${literal};` : `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: identifier
              ? [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: identifier } }]
              : [],
            source: { type: 'Literal', value: source, raw: literal },
          },
        ],
      },
    },
  };
}

/** The demo id: its path in the repository without extension, `data/` left out: `getting-started/usage/CountingButton`. */
export function demoId(file) {
  return path
    .relative(ROOT, file)
    .split(path.sep)
    .join('/')
    .replace(/\.tsx$/, '')
    .replace(/^data\//, '');
}

/**
 * A demo's attributes besides `name`: `bg="inline"`, `fullWidth`, `iframe`, `height={400}`, and `tool` (an
 * interactive tool of the page, such as the icon search: no toolbar and no source, only the live preview).
 */
function demoOptions(node, pageFile) {
  const options = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name === 'name') {
      continue;
    }
    const value = attribute.value === null || attribute.value === undefined ? true : attribute.value;
    const literal = typeof value === 'object' ? value.value : value;
    switch (attribute.name) {
      case 'bg':
        if (!DEMO_BACKGROUNDS.includes(literal)) {
          throw new Error(`${pageFile}: <Demo bg="${literal}"> must be one of ${DEMO_BACKGROUNDS.join(', ')}.`);
        }
        options.bg = literal;
        break;
      case 'fullWidth':
      case 'iframe':
      case 'tool':
        options[attribute.name] = literal === true || literal === 'true';
        break;
      case 'height':
        if (!/^\d+$/.test(String(literal))) {
          throw new Error(`${pageFile}: <Demo height> must be a number of pixels.`);
        }
        options.height = Number(literal);
        break;
      default:
        throw new Error(`${pageFile}: <Demo> has no option "${attribute.name}".`);
    }
  }
  return options;
}

/** Options are ignored: `pluginsVersion` (next.config) only invalidates the compiled pages when plugins change. */
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
    let commercialPage = false;
    for (const node of demos) {
      const name = node.attributes.find((attribute) => attribute.name === 'name')?.value;
      if (typeof name !== 'string' || !/^[A-Z]\w*$/.test(name)) {
        throw new Error(`${file.path}: <Demo> needs name="ComponentName" (a .tsx file beside the page).`);
      }
      const demoFile = path.join(path.dirname(file.path), `${name}.tsx`);
      if (!fs.existsSync(demoFile)) {
        throw new Error(`${file.path}: <Demo name="${name}"> has no ${name}.tsx beside the page.`);
      }
      const options = demoOptions(node, file.path);
      const data = await demoBuildData(demoFile, name);
      commercialPage ||= data.commercial;
      const identifier = `Demo$${name}`;
      imports.push(importNode(identifier, `./${name}`));
      node.attributes = [
        stringAttribute('name', name),
        stringAttribute('id', demoId(demoFile)),
        identifierAttribute('component', identifier),
        stringAttribute('data', JSON.stringify({ ...data, ...options })),
      ];
    }
    if (commercialPage) {
      // The licence key is set before any commercial component renders on the server.
      const relative = path.relative(path.dirname(file.path), LICENSE_MODULE).split(path.sep).join('/');
      imports.unshift(importNode(null, relative.startsWith('.') ? relative : `./${relative}`));
    }
    tree.children.unshift(...imports);
  };
}

/**
 * Everything a demo shows besides its live preview, prepared at build time: for each code-styling variant
 * (`X.tsx` is MUI System; `X.tailwind.tsx` and `X.css.tsx` are optional), its file, the highlighted TypeScript
 * and its short preview, and its sandbox project's setup; the address of its JavaScript version; and the Material
 * Icons font themes the live (MUI System) variant renders, whose stylesheets the page links.
 */
export async function demoBuildData(demoFile, name) {
  const variants = [];
  const sources = [];
  let commercial = false;
  let fontIcons = [];
  for (const { styling, file: variantFile } of demoVariantFiles(demoFile)) {
    const source = readDemoSource(variantFile);
    sources.push({ styling, source });
    const tsPreview = demoPreview(source, `${name}.tsx`);
    const sandbox = sandboxSetup(source);
    commercial ||= COMMERCIAL_PACKAGES.some((dependency) => dependency in sandbox.dependencies);
    if (styling === DEFAULT_CODE_STYLING) {
      fontIcons = fontIconThemes(source);
    }
    variants.push({
      styling,
      file: path.relative(ROOT, variantFile).split(path.sep).join('/'),
      tsHtml: highlight(source, 'tsx'),
      tsPreviewHtml: tsPreview ? highlight(tsPreview, 'tsx') : null,
      sandbox,
    });
  }
  return {
    variants,
    js: demoJsUrl(demoId(demoFile), sources),
    commercial,
    ...(fontIcons.length > 0 ? { fontIcons } : {}),
  };
}
