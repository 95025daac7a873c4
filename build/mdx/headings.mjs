// Heading ids and the table of contents of an MDX page, computed from the Markdown tree.
// The MDX compiler (remark-docs) and the content index (generate-content-map) both use this module,
// so a heading's id and its table-of-contents entry can never disagree.
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** Headings that get an id; h2 and h3 also go into the table of contents. */
const ANCHORED_DEPTHS = new Set([2, 3, 4]);

/**
 * A heading's id by mui.com's rule, from its text (markup already gone, entities decoded): lower case, every run
 * of spaces and punctuation one hyphen, no hyphen at either end. "makeStyles → sx" gives `makestyles-sx`,
 * "`<Button>` props" gives `button-props`, "The toolbar's menu" `the-toolbars-menu`. A heading with no letter or digit gives `section`.
 */
export function headingSlug(text) {
  return (
    text
      .toLowerCase()
      // mui.com drops the apostrophe's entity with the markup: "The reader's zone" gives `the-readers-zone`.
      .replace(/['’]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** A function giving each text its slug, unique within one page: a repeated slug gets `-2`, `-3`, …. */
export function uniqueHeadingIds() {
  const used = new Set();
  return (text) => {
    const base = headingSlug(text);
    let id = base;
    for (let count = 2; used.has(id); count += 1) {
      id = `${base}-${count}`;
    }
    used.add(id);
    return id;
  };
}

/**
 * Every anchored heading of a tree in document order, each with a unique, stable id (`headingSlug`):
 * "Basic usage" gives `basic-usage`, a second "Basic usage" gives `basic-usage-2`.
 */
export function collectHeadings(tree) {
  const slug = uniqueHeadingIds();
  const headings = [];
  visit(tree, 'heading', (node) => {
    if (!ANCHORED_DEPTHS.has(node.depth)) {
      return;
    }
    const text = toString(node).trim();
    const id = slug(text);
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
