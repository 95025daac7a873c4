// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPage } from '../../../build/generate-content';

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

  it('names the file and the fix when the description is missing', () => {
    expect(() => readPage(path.join(fixtures, 'no-description/no-description.mdx'), 'x/no-description.mdx')).toThrow(
      'x/no-description.mdx: add a one-sentence `description:` to the front matter.',
    );
  });
});
