// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pagesOfFiles } from '../../../build/test-quick.mjs';

describe('test:quick: pages of the changed files', () => {
  it('maps a changed demo, MDX file or nested file to its page folder, each page once', () => {
    expect(
      pagesOfFiles([
        'data/components/buttons/ButtonVariants.tsx',
        'data/components/buttons/buttons.mdx',
        'data/x/react-data-grid/sorting/sorting.mdx',
        'data/x/react-data-grid/sorting/data/rows.ts',
      ]),
    ).toEqual(['data/components/buttons', 'data/x/react-data-grid/sorting']);
  });

  it('ignores files outside any page: the navigation trees, site code', () => {
    expect(pagesOfFiles(['data/pages.ts', 'src/demos/Demo.tsx', 'README.md', 'data/redirects.ts'])).toEqual([]);
  });

  it('reads only what exists: a page folder is one that holds <name>.mdx', () => {
    const exists = (file: string) => file === 'data/a/b/b.mdx';
    expect(pagesOfFiles(['data/a/b/c/d/E.tsx', 'data/a/F.tsx'], exists)).toEqual(['data/a/b']);
  });
});
