// Remark plugin of the docs pipeline: heading ids and GitHub-style callouts (`> [!NOTE]`).
import { visit } from 'unist-util-visit';
import { collectHeadings } from './headings.mjs';

const CALLOUT_TYPES = { NOTE: 'info', TIP: 'success', IMPORTANT: 'info', WARNING: 'warning', CAUTION: 'error' };

function setHeadingIds(tree) {
  for (const { node, id } of collectHeadings(tree)) {
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
  }
}

/** `> [!WARNING]\n> text` becomes `<Callout severity="warning">text</Callout>`. */
function convertCallouts(tree) {
  visit(tree, 'blockquote', (node, index, parent) => {
    const first = node.children[0];
    const text = first?.type === 'paragraph' ? first.children[0] : null;
    const match = text?.type === 'text' ? /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/.exec(text.value) : null;
    if (!match || !parent || index === undefined) {
      return;
    }
    text.value = text.value.slice(match[0].length);
    if (text.value === '') {
      first.children.shift();
    }
    const children = first.children.length === 0 ? node.children.slice(1) : node.children;
    parent.children[index] = {
      type: 'mdxJsxFlowElement',
      name: 'Callout',
      attributes: [{ type: 'mdxJsxAttribute', name: 'severity', value: CALLOUT_TYPES[match[1]] }],
      children,
    };
  });
}

export default function remarkDocs() {
  return (tree) => {
    setHeadingIds(tree);
    convertCallouts(tree);
  };
}
