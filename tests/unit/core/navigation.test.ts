// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assertUniquePages,
  containsPath,
  filterTree,
  findTrail,
  flattenPages,
  getPrevNext,
  isPageNode,
  mapTitles,
  nodeTitle,
  overviewName,
  sectionPath,
  type NavNode,
} from '../../../src/core/navigation';

const tree: NavNode[] = [
  {
    pathname: '/getting-started',
    title: 'Getting Started',
    subheader: true,
    children: [
      { pathname: '/getting-started/installation', title: 'Installation' },
      { pathname: '/getting-started/usage' },
    ],
  },
  {
    pathname: '/components/inputs',
    title: 'Inputs',
    page: true,
    children: [
      {
        pathname: '/components/buttons-group',
        title: 'Buttons',
        children: [{ pathname: '/components/buttons', title: 'Button' }],
      },
    ],
  },
  { pathname: 'https://mui.com/store/', title: 'Premium themes' },
];

describe('navigation', () => {
  it('lists pages in reading order, a group page before its children, skipping pure groups and links', () => {
    expect(flattenPages(tree).map((page) => page.pathname)).toEqual([
      '/getting-started/installation',
      '/getting-started/usage',
      '/components/inputs',
      '/components/buttons',
    ]);
  });

  it('uses the entry title, else one derived from the path', () => {
    expect(flattenPages(tree)[1].title).toBe('Usage');
    expect(nodeTitle({ pathname: '/x/react-tree-view/rich-tree-view' })).toBe('Rich tree view');
  });

  it('tells pages from groups and outbound links', () => {
    expect(isPageNode(tree[0])).toBe(false);
    expect(isPageNode(tree[1])).toBe(true);
    expect(isPageNode(tree[2])).toBe(false);
    expect(isPageNode({ pathname: '/a' })).toBe(true);
  });

  it('finds the chain of groups down to a page, whatever the slash form', () => {
    expect(findTrail(tree, '/components/buttons/').map((node) => node.pathname)).toEqual([
      '/components/inputs',
      '/components/buttons-group',
      '/components/buttons',
    ]);
    expect(findTrail(tree, '/components/inputs').map((node) => node.pathname)).toEqual(['/components/inputs']);
    expect(findTrail(tree, '/nope')).toEqual([]);
  });

  it('gives previous and next pages, null at the ends and for unknown paths', () => {
    const pages = flattenPages(tree);
    expect(getPrevNext(pages, '/getting-started/installation')).toEqual({ prev: null, next: pages[1] });
    expect(getPrevNext(pages, '/components/inputs/')).toEqual({ prev: pages[1], next: pages[3] });
    expect(getPrevNext(pages, '/components/buttons')).toEqual({ prev: pages[2], next: null });
    expect(getPrevNext(pages, '/unknown')).toEqual({ prev: null, next: null });
  });

  it('knows whether a group contains a page at any depth', () => {
    expect(containsPath(tree[1], '/components/buttons/')).toBe(true);
    expect(containsPath(tree[0], '/components/buttons')).toBe(false);
  });

  it('rejects a tree that lists a page twice, naming it', () => {
    expect(() => assertUniquePages([...tree, { pathname: '/getting-started/usage' }])).toThrow(
      'Navigation lists /getting-started/usage twice',
    );
    expect(() => assertUniquePages(tree)).not.toThrow();
  });
});

describe('derived navigation', () => {
  it('drops pages without content, empty groups, and group pages without content', () => {
    const hasContent = (pathname: string) => ['/getting-started/usage', '/components/buttons'].includes(pathname);
    expect(filterTree(tree, hasContent)).toEqual([
      { ...tree[0], children: [{ pathname: '/getting-started/usage' }] },
      {
        ...tree[1],
        page: undefined,
        children: [{ ...tree[1].children![0], children: [{ pathname: '/components/buttons', title: 'Button' }] }],
      },
      tree[2],
    ]);
    expect(filterTree(tree, () => false)).toEqual([tree[2]]);
    expect(flattenPages(filterTree(tree, hasContent)).map((page) => page.pathname)).toEqual([
      '/getting-started/usage',
      '/components/buttons',
    ]);
  });

  it('names where a page sits from its trail, without subheaders', () => {
    expect(sectionPath(findTrail(tree, '/components/buttons/'))).toBe('Inputs › Buttons');
    expect(sectionPath(findTrail(tree, '/getting-started/usage'))).toBe('');
    expect(sectionPath(findTrail(tree, '/nope'))).toBe('');
  });

  it('puts titles in another language without changing the shape', () => {
    const translated = mapTitles(tree, (node) => `«${node.title ?? node.pathname}»`);
    expect(translated[1].children![0].children![0].title).toBe('«Button»');
    expect(flattenPages(translated).map((page) => page.pathname)).toEqual(
      flattenPages(tree).map((page) => page.pathname),
    );
  });

  it('names a group’s overview page after its group, for search, and no other page', () => {
    const x: NavNode[] = [
      {
        pathname: '/x/react-data-grid-group',
        title: 'Data Grid',
        children: [
          { pathname: '/x/react-data-grid', title: 'Overview' },
          {
            pathname: '/x/react-data-grid/filtering-group',
            title: 'Filtering',
            children: [
              { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
              { pathname: '/x/react-data-grid/quick-filter' },
            ],
          },
        ],
      },
    ];
    expect(overviewName(findTrail(x, '/x/react-data-grid/'))).toBe('Data Grid');
    expect(overviewName(findTrail(x, '/x/react-data-grid/filtering'))).toBe('Filtering');
    expect(overviewName(findTrail(x, '/x/react-data-grid/quick-filter'))).toBeNull();
    expect(overviewName(findTrail(tree, '/getting-started/usage'))).toBeNull();
    expect(overviewName([])).toBeNull();
  });
});
