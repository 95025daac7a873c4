/**
 * Ad descriptions (from the third-party feed and the in-house ads) are HTML written by someone else. They are
 * reduced to a tiny allow-list before anything renders: text, `a` with an http(s) `href`, `strong`, `em` and
 * `br`. Everything else is unwrapped (its text kept) or, for elements whose content is code or embedded
 * documents, dropped with its content. The result is a tree of plain objects that React renders as elements,
 * so no string of HTML from the feed is ever parsed by the page.
 */

export type SafeNode =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: SafeNode[] }
  | { type: 'br' }
  | { type: 'a'; href: string; children: SafeNode[] };

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

/** Longest description kept, in characters of input: a feed cannot make the page parse megabytes. */
export const MAX_DESCRIPTION_LENGTH = 2000;

/** The URL when it is an absolute http(s) URL, else null (`javascript:`, `data:`, relative, malformed). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) {
    return null;
  }
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Convert parsed nodes; inside a kept link, links are unwrapped (the parser can nest them: `<a><table><a>`). */
function convert(nodes: NodeListOf<ChildNode> | ChildNode[], inLink = false): SafeNode[] {
  const result: SafeNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      if (text) {
        result.push({ type: 'text', text });
      }
      continue;
    }
    if (node.nodeType !== 1) {
      continue; // comments, processing instructions
    }
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) {
      continue;
    }
    const href = tag === 'a' && !inLink ? safeHttpUrl(element.getAttribute('href')) : null;
    const children = convert([...element.childNodes], inLink || href !== null);
    if (tag === 'strong' || tag === 'b') {
      result.push({ type: 'strong', children });
    } else if (tag === 'em' || tag === 'i') {
      result.push({ type: 'em', children });
    } else if (tag === 'br') {
      result.push({ type: 'br' });
    } else if (href) {
      result.push({ type: 'a', href, children });
    } else {
      result.push(...children);
    }
  }
  return result;
}

/** Parse ad HTML (browser only: it uses the inert `DOMParser`, which runs no script) into safe nodes. */
export function sanitizeAdHtml(html: unknown): SafeNode[] {
  if (typeof html !== 'string' || html.length === 0) {
    return [];
  }
  const document = new DOMParser().parseFromString(html.slice(0, MAX_DESCRIPTION_LENGTH), 'text/html');
  return convert([...document.body.childNodes]);
}

/** The plain text of safe nodes (for labels and analytics). */
export function safeText(nodes: SafeNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : node.type === 'br' ? ' ' : safeText(node.children)))
    .join('');
}
