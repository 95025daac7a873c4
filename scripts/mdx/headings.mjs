// Heading ids and the table of contents of an MDX page, computed from the Markdown tree.
// The MDX compiler (remark-docs) and the content index (generate-content-map) both use this module,
// so a heading's id and its table-of-contents entry can never disagree.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** Headings that get an id; h2 and h3 also go into the table of contents. */
const ANCHORED_DEPTHS = new Set([2, 3, 4]);

/**
 * Every anchored heading of a tree in document order, each with a unique, stable slug id:
 * "Basic usage" gives `basic-usage`, a second "Basic usage" gives `basic-usage-1`.
 */
export function collectHeadings(tree) {
  const slugger = new GithubSlugger();
  const headings = [];
  visit(tree, 'heading', (node) => {
    if (!ANCHORED_DEPTHS.has(node.depth)) {
      return;
    }
    const text = toString(node).trim();
    const id = slugger.slug(text);
    headings.push({ node, id, text, depth: node.depth });
  });
  return headings;
}

/** The table of contents entries (h2 and h3) of a tree. */
export function tableOfContents(tree) {
  return collectHeadings(tree)
    .filter((heading) => heading.depth <= 3)
    .map(({ id, text, depth }) => ({ id, text, level: depth }));
}
