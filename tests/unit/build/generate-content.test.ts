// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { headingLines, readPage } from '../../../build/generate-content';
import { tableOfContents } from '../../../build/mdx/headings.mjs';

const fixtures = path.resolve(__dirname, '../../fixtures/content');

describe('content index', () => {
  it('reads front matter and the h2/h3 outline with the ids the MDX compiler gives', () => {
    expect(readPage(path.join(fixtures, 'good.mdx'), 'tests/fixtures/content/good.mdx')).toEqual({
      file: 'tests/fixtures/content/good.mdx',
      title: 'Custom: title',
      description: 'A page that exists to test the content index.',
      date: '2026-03-01',
      toc: [
        { id: 'first-section', text: 'First section', level: 2 },
        { id: 'detail-code', text: 'Detail code', level: 3 },
        { id: 'first-section-2', text: 'First section', level: 2 },
      ],
    });
  });

  it('reads the outline from the heading lines alone, as a parse of the whole page gives it', () => {
    const file = path.join(fixtures, 'outline.mdx');
    const whole = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
    const toc = readPage(file, 'tests/fixtures/content/outline.mdx').toc;
    expect(toc).toEqual(tableOfContents(whole.parse(fs.readFileSync(file, 'utf8'))));
    expect(toc.map((heading) => heading.id)).toEqual([
      'install-mui-material-with-a-link',
      'inside-a-component',
      'the-readers-zone-more',
      'indented-heading',
      'install-mui-material-with-a-link-2',
    ]);
  });

  it('skips fenced code, whatever its fence, and keeps headings inside components', () => {
    expect(
      headingLines('## A\n```\n## code\n```\n<Box>\n\n### B\n\n</Box>\n~~~~\n~~~\n## still code\n~~~~\n## C'),
    ).toBe('## A\n\n### B\n\n## C');
  });

  it('names the file and the fix when the description is missing', () => {
    expect(() => readPage(path.join(fixtures, 'no-description/no-description.mdx'), 'x/no-description.mdx')).toThrow(
      'x/no-description.mdx: add a one-sentence `description:` to the front matter.',
    );
  });
});
