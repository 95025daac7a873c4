import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import rehypeDocs from '../../../build/mdx/rehype-docs.mjs';
import remarkDocs from '../../../build/mdx/remark-docs.mjs';
import { highlight, resolveLanguage } from '../../../build/mdx/highlight.mjs';
import { mdxComponents } from '../../../src/mdx';
import { PageProviders } from '../../../build/PageProviders';

/** Compile MDX exactly as the site does (same plugins, same component map) and render it to HTML. */
async function renderMdx(source: string) {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDocs],
    rehypePlugins: [rehypeDocs],
  });
  return renderToStaticMarkup(
    <PageProviders>
      <Content components={mdxComponents} />
    </PageProviders>,
  );
}

describe('MDX pipeline', () => {
  it('drops front matter and gives headings ids by mui.com’s rule, unique on the page, with an anchor link', async () => {
    const html = await renderMdx(
      "---\ndescription: d\n---\n\n## Basic usage\n\n### Basic usage\n\n#### Basic usage\n\n## Use `sx` & theme\n\n## makeStyles → sx\n\n## `<SimpleTreeView />` &amp; *items*?\n\n## 100% stacked\n\n## The reader’s zone isn't UTC\n\n## ---\n",
    );
    expect(html).not.toContain('description: d');
    expect(html).toMatch(/<h2 id="basic-usage">Basic usage<\/h2><a class="anchor-link" href="#basic-usage">/);
    expect(html).toContain('<h3 id="basic-usage-2">Basic usage</h3>');
    expect(html).toContain('<h4 id="basic-usage-3">Basic usage</h4>');
    expect(html).toContain('<h2 id="use-sx-theme">Use <code>sx</code> &amp; theme</h2>');
    expect(html).toContain('<h2 id="makestyles-sx">');
    expect(html).toContain('<h2 id="simpletreeview-items">');
    expect(html).toContain('<h2 id="100-stacked">');
    expect(html).toContain('<h2 id="the-readers-zone-isnt-utc">');
    expect(html).toContain('<h2 id="section">');
  });

  it('highlights fenced code at build time into a CodeBlock', async () => {
    const html = await renderMdx('```tsx\nconst a = <Button />;\n```\n');
    expect(html).toContain('<pre class="language-tsx"');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('Copy');
  });

  it('renders GitHub tables and callouts', async () => {
    const html = await renderMdx('| a | b |\n| - | - |\n| 1 | 2 |\n\n> [!WARNING]\n> Careful here.\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
    expect(html).toMatch(/role="note"[^>]*><strong class="callout-label">Warning<\/strong><p>Careful here.<\/p>/);
  });

  it('leaves ordinary blockquotes alone', async () => {
    const html = await renderMdx('> Just a quote.\n');
    expect(html).toContain('<blockquote>');
  });

  it('escapes code in languages it does not know', () => {
    expect(resolveLanguage('brainfuck')).toBe('text');
    expect(resolveLanguage('ts')).toBe('typescript');
    expect(highlight('<b>&</b>', 'unknown')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
  });
});

describe('code samples', () => {
  it('pairs a tsx sample with the jsx sample after it, TypeScript first', async () => {
    const html = await renderMdx('```tsx sample\nconst a: number = 1;\n```\n\n```jsx sample\nconst a = 1;\n```\n');
    expect(html).toMatch(/class="code-sample[^"]*"/);
    expect(html).toMatch(/<div data-variant="TS">.*language-tsx.*<\/div><div data-variant="JS">.*language-jsx/s);
    expect(html).toContain('data-set-code-variant="JS"');
  });

  it('leaves unmarked or unmatched fences as separate blocks', async () => {
    const html = await renderMdx('```tsx\nconst a = 1;\n```\n\n```jsx sample\nconst b = 2;\n```\n');
    expect(html).not.toContain('code-sample');
    expect(html.match(/<pre /g)).toHaveLength(2);
  });
});
