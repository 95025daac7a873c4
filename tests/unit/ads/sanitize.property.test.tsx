import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../src/ads/SafeHtml';
import { safeHttpUrl, safeText, sanitizeAdHtml, type SafeNode } from '../../../src/ads/sanitize';
import { FUZZ_TIMEOUT, anyString, fuzzParameters, longString, urlLike } from '../support/fuzz';

// The allow-list, stated here independently of the sanitiser: the SafeNode types, and what SafeHtml renders them as.
const NODE_KEYS: Record<string, string[]> = {
  text: ['text', 'type'],
  strong: ['children', 'type'],
  em: ['children', 'type'],
  br: ['type'],
  a: ['children', 'href', 'type'],
};
const RENDERED_ATTRIBUTES: Record<string, Record<string, (value: string) => boolean>> = {
  strong: {},
  em: {},
  br: {},
  a: {
    href: (value) => isHttpUrl(value),
    target: (value) => value === '_blank',
    rel: (value) => value === 'noopener sponsored',
  },
};
const HTTP_SCHEMES = ['http:', 'https:'];

/** An absolute http(s) URL, written as the URL parser writes it. */
function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') {
    return false;
  }
  try {
    const url = new URL(value);
    return HTTP_SCHEMES.includes(url.protocol) && url.href === value;
  } catch {
    return false;
  }
}

/** Why a SafeNode tree breaks the allow-list, or null when it keeps to it. */
function treeProblem(nodes: unknown, inLink = false): string | null {
  if (!Array.isArray(nodes)) {
    return 'children are not an array';
  }
  for (const node of nodes as Array<Record<string, unknown>>) {
    const keys = NODE_KEYS[String(node?.type)];
    if (!keys) {
      return `node type ${String(node?.type)}`;
    }
    if (Object.keys(node).sort().join() !== keys.join()) {
      return `${String(node.type)} has keys ${Object.keys(node).join()}`;
    }
    if (node.type === 'text' && (typeof node.text !== 'string' || node.text === '')) {
      return 'empty or non-string text';
    }
    if (node.type === 'a' && !isHttpUrl(node.href)) {
      return `href ${String(node.href)}`;
    }
    if (node.type === 'a' && inLink) {
      return 'a link inside a link';
    }
    if ('children' in node) {
      const problem = treeProblem(node.children, inLink || node.type === 'a');
      if (problem) {
        return problem;
      }
    }
  }
  return null;
}

interface Skeleton {
  /** The elements in document order, one a line: `strong`, `a https://example.com/`. */
  elements: string;
  text: string;
}

/**
 * Text as the HTML parser reads markup back: line breaks normalized, NUL dropped. It applies to a run of text between
 * two tags, since React writes adjacent text nodes as one (`\r` then `\n` reads back as one line break).
 */
const parsedText = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\0/g, '');

/** The elements of a SafeNode tree as SafeHtml renders them, and its text as the parser reads it back. */
function treeSkeleton(nodes: SafeNode[], links: boolean): Skeleton {
  const skeleton: Skeleton = { elements: '', text: '' };
  let run = '';
  const tag = (line: string | null) => {
    skeleton.text += parsedText(run);
    run = '';
    if (line) {
      skeleton.elements += `${line}\n`;
    }
  };
  const walk = (children: SafeNode[]) => {
    for (const node of children) {
      if (node.type === 'text') {
        run += node.text;
      } else if (node.type === 'br') {
        tag('br');
      } else if (node.type === 'a' && !links) {
        walk(node.children);
      } else {
        tag(node.type === 'a' ? `a ${node.href}` : node.type);
        walk(node.children);
        tag(null);
      }
    }
  };
  walk(nodes);
  tag(null);
  return skeleton;
}

/** The same for parsed markup; an element or attribute outside the allow-list throws. */
function documentSkeleton(root: Element): Skeleton {
  let elements = '';
  for (const element of root.querySelectorAll('*')) {
    const allowed = RENDERED_ATTRIBUTES[element.localName];
    if (!allowed || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      throw new Error(`rendered element <${element.localName}>`);
    }
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name)!;
      if (!allowed[name]?.(value)) {
        throw new Error(`rendered attribute ${element.localName}[${name}=${JSON.stringify(value)}]`);
      }
    }
    elements += element.localName === 'a' ? `a ${element.getAttribute('href')}\n` : `${element.localName}\n`;
  }
  return { elements, text: root.textContent ?? '' };
}

// Ad HTML from a grammar: allowed and forbidden elements (in any case), event handlers and URL attributes with
// hostile URLs in any quoting, entities, comments, CDATA, processing instructions, unclosed and stray tags.
const TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'br',
  'p',
  'span',
  'div',
  'u',
  'script',
  'style',
  'iframe',
  'img',
  'svg',
  'math',
  'template',
  'form',
  'input',
  'button',
  'object',
  'embed',
  'noscript',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'body',
  'html',
  'table',
  'td',
  'tr',
  'base',
  'meta',
  'link',
  'frameset',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'mi',
  'mglyph',
  'foreignObject',
  'desc',
  'annotation-xml',
  'use',
  'image',
  'animate',
  'set',
  'video',
  'audio',
  'source',
  'picture',
  'area',
  'map',
  'marquee',
  'applet',
  'caption',
  'th',
  'li',
  'nobr',
  'font',
];
/** Elements whose nesting the parser handles specially (formatting elements, scope markers, tables). */
const STRUCTURAL_TAGS = [
  'a',
  'a',
  'b',
  'table',
  'td',
  'th',
  'caption',
  'marquee',
  'object',
  'template',
  'svg',
  'math',
  'p',
  'nobr',
];
const ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'style',
  'onclick',
  'onerror',
  'onload',
  'onmouseover',
  'ONCLICK',
  'xlink:href',
  'xmlns',
  'xmlns:xlink',
  'formaction',
  'action',
  'data',
  'poster',
  'background',
  'target',
  'rel',
  'id',
  'class',
  'name',
  'is',
  'attributename',
  'values',
  'to',
  'from',
  'encoding',
  'http-equiv',
  'content',
  'type',
  'ping',
  'download',
];
const ENTITIES = [
  '&lt;',
  '&gt;',
  '&amp;',
  '&quot;',
  '&#60;',
  '&#x3C;',
  '&#0;',
  '&#13;',
  '&#xD800;',
  '&lt',
  '&#106;',
  '&colon;',
  '&Tab;',
  '&NewLine;',
  '&nbsp;',
  '&',
];

const text = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'Hello',
      'Build faster',
      ' ',
      'alert(1)',
      '<',
      '>',
      '</',
      '&',
      '"',
      "'",
      '=',
      '\r\n',
      '\0',
      '\u2028',
    ),
    weight: 3,
  },
  fc.constantFrom(...ENTITIES),
  anyString(12),
);
const httpUrl = fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true });
const attributeValue = fc.oneof(
  { arbitrary: httpUrl, weight: 2 },
  urlLike,
  text,
  fc.constantFrom('javascript:alert(1)', 'alert(1)', 'url(javascript:alert(1))', 'x onerror=alert(1)'),
);
const attribute = fc
  .tuple(
    fc.oneof({ arbitrary: fc.constant('href'), weight: 2 }, fc.mixedCase(fc.constantFrom(...ATTRIBUTES))),
    attributeValue,
    fc.constantFrom('"', "'", '', 'none'),
  )
  .map(([name, value, quote]) =>
    quote === 'none'
      ? name
      : `${name}=${quote}${quote ? value.replaceAll(quote, quote === '"' ? '&quot;' : '&#39;') : value.replace(/[\s>]/g, '')}${quote}`,
  );
const tagName = fc.oneof(
  { arbitrary: fc.constantFrom(...TAGS), weight: 3 },
  { arbitrary: fc.constantFrom('a', 'b', 'strong', 'i', 'em', 'br'), weight: 2 },
  { arbitrary: fc.constantFrom(...STRUCTURAL_TAGS), weight: 2 },
  fc.mixedCase(fc.constantFrom(...TAGS)),
);

const { html } = fc.letrec((tie) => ({
  html: fc.array(tie('node'), { maxLength: 3 }).map((nodes) => (nodes as string[]).join('')),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    { arbitrary: tie('element'), weight: 2 },
    tie('link'),
    fc.constantFrom(
      '<!-- c -->',
      '<!--',
      '-->',
      '<!---->',
      '<![CDATA[<script>alert(1)</script>]]>',
      '<?xml x?>',
      '<!DOCTYPE html>',
      '</',
      '<',
      '</a>',
      '</p>',
      '<br/>',
      '<a/>',
      '<script>',
      '</script>',
      '<svg><p>',
    ),
  ),
  // A link to a web page, as ads have them, its end tag sometimes left out.
  link: fc
    .tuple(httpUrl, tie('html'), fc.boolean())
    .map(
      ([href, content, closed]) =>
        `<a href="${href.replaceAll('"', '&quot;')}">${content as string}${closed ? '</a>' : ''}`,
    ),
  element: fc
    .tuple(
      tagName,
      fc.array(attribute, { maxLength: 3 }),
      tie('html'),
      fc.constantFrom('close', 'close', 'open', 'self', 'other'),
      tagName,
    )
    .map(([name, attributes, content, closing, other]) => {
      const open = `<${[name, ...attributes].join(' ')}${closing === 'self' ? '/' : ''}>`;
      const close = closing === 'close' ? `</${name}>` : closing === 'other' ? `</${other}>` : '';
      return `${open}${content as string}${close}`;
    }),
}));

describe('ad HTML sanitiser (property)', () => {
  it(
    'keeps only allow-listed nodes, and never throws, for any string or other value',
    () => {
      fc.assert(
        fc.property(fc.oneof(anyString(80), fc.anything()), (input) => {
          const nodes = sanitizeAdHtml(input);
          const problem = treeProblem(nodes);
          if (problem) {
            throw new Error(problem);
          }
          return typeof safeText(nodes) === 'string';
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it('unwraps a link the parser nested in a link (found by the property: links cannot nest)', () => {
    expect(sanitizeAdHtml('<a href="http://a.aa"><table><a href="http://b.bb">x</a></table>')).toEqual([
      { type: 'a', href: 'http://a.aa/', children: [{ type: 'text', text: 'x' }] },
    ]);
    const markup = renderToStaticMarkup(
      <SafeHtml
        nodes={sanitizeAdHtml(
          '<a href="https://a.example/">1<table><td><a href="https://b.example/">2</a></td></table>3</a>',
        )}
      />,
    );
    expect(markup).toBe('<a href="https://a.example/" target="_blank" rel="noopener sponsored">123</a>');
  });

  it(
    'keeps only allow-listed nodes of any HTML, and SafeHtml renders them to markup that parses back to the same elements and text: no text smuggles a tag',
    () => {
      // React's markup is parsed as the body's content would be; one container serves every run.
      const container = document.createElement('div');
      fc.assert(
        fc.property(html, fc.boolean(), (input, links) => {
          const nodes = sanitizeAdHtml(input);
          const problem = treeProblem(nodes);
          if (problem) {
            throw new Error(problem);
          }
          container.innerHTML = renderToStaticMarkup(<SafeHtml nodes={nodes} links={links} />);
          const reparsed = documentSkeleton(container);
          const expected = treeSkeleton(nodes, links);
          // Plain comparisons: expect() on every one of the runs would double the time.
          if (reparsed.elements !== expected.elements || reparsed.text !== expected.text) {
            expect(reparsed).toEqual(expected);
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'safeHttpUrl gives null or an absolute http(s) URL, keeps that URL as it is, and never throws',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            { arbitrary: urlLike, weight: 4 },
            fc.anything(),
            longString(2020, 2040).map((tail) => `https://a.example/${tail}`),
          ),
          (value) => {
            const url = safeHttpUrl(value);
            if (url !== null) {
              expect(isHttpUrl(url)).toBe(true);
              if (url.length <= 2048) {
                // The length limit is on the input; percent-encoding can make a URL longer.
                expect(safeHttpUrl(url)).toBe(url);
              }
            }
            if (typeof value !== 'string' || value.length > 2048) {
              expect(url).toBeNull();
            }
          },
        ),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'safeHttpUrl keeps every web URL the parser reads as http(s), in any case and with surrounding whitespace',
    () => {
      fc.assert(
        fc.property(
          fc.webUrl({ validSchemes: ['http', 'https', 'HTTPS'], withQueryParameters: true, withFragments: true }),
          fc.constantFrom('', ' ', '\n', '\t'),
          (url, space) => {
            expect(safeHttpUrl(`${space}${url}${space}`)).toBe(new URL(url).href);
          },
        ),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});
