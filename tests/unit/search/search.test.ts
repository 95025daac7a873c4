import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches } from '../../../src/search/recent';
import { safeExcerpt, searchOptions, type PagefindResultData } from '../../../src/search/results';
import { isSearchShortcut } from '../../../src/search/SearchButton';

describe('recent searches', () => {
  it('reads a stored list of strings, at most five', () => {
    expect(parseRecentSearches(JSON.stringify(['grid', 'palette']))).toEqual(['grid', 'palette']);
    expect(parseRecentSearches(JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']))).toHaveLength(5);
  });

  it('reads anything corrupt as no recent searches', () => {
    for (const stored of [null, '', '{corrupt', '"grid"', '{"a":1}', 'null', '42']) {
      expect(parseRecentSearches(stored)).toEqual([]);
    }
    expect(parseRecentSearches(JSON.stringify(['ok', 3, null, '', '  ', { q: 'x' }, 'x'.repeat(500)]))).toEqual(['ok']);
  });

  it('moves a repeated query to the front instead of adding it twice', () => {
    expect(addRecentSearch(['grid', 'palette'], ' Palette ')).toEqual(['Palette', 'grid']);
    expect(addRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });
});

describe('search results', () => {
  const page = (overrides: Partial<PagefindResultData> = {}): PagefindResultData => ({
    url: '/x/react-data-grid/filtering/index.html',
    excerpt: 'Filter <mark>rows</mark> by value',
    meta: { title: 'Filtering', section: 'Data Grid', plan: 'pro' },
    filters: { area: ['x'] },
    sub_results: [
      { title: 'Filtering', url: '/x/react-data-grid/filtering/', excerpt: 'page itself' },
      { title: 'Quick filter', url: '/x/react-data-grid/filtering/#quick-filter', excerpt: '<mark>rows</mark> quick' },
    ],
    ...overrides,
  });

  it('lists each page with its section, area and plan, then its matched headings as anchors', () => {
    expect(searchOptions([page()])).toEqual([
      { id: 'search-result-0', kind: 'page', url: '/x/react-data-grid/filtering/', title: 'Filtering', context: 'Data Grid', excerpt: 'Filter <mark>rows</mark> by value', area: 'x', plan: 'pro' },
      { id: 'search-result-0-0', kind: 'heading', url: '/x/react-data-grid/filtering/#quick-filter', title: 'Quick filter', context: 'Filtering', excerpt: '<mark>rows</mark> quick', area: 'x', plan: 'pro' },
    ]);
  });

  it('a page without area filter or plan is a main-area page without badge', () => {
    const [option] = searchOptions([page({ filters: {}, meta: { title: 'Palette', plan: 'enterprise' }, sub_results: [] })]);
    expect(option).toMatchObject({ area: 'main', plan: null, context: '' });
  });

  it('keeps at most three headings per page', () => {
    const subs = Array.from({ length: 6 }, (_, index) => ({ title: `H${index}`, url: `/a/#h${index}`, excerpt: '' }));
    expect(searchOptions([page({ url: '/a/', sub_results: subs })]).filter((option) => option.kind === 'heading')).toHaveLength(3);
  });

  it('excerpts keep <mark> and drop every other tag', () => {
    expect(safeExcerpt('a <mark>b</mark> <img src=x onerror=alert(1)> &lt;c&gt; <script>d</script>')).toBe('a <mark>b</mark>  &lt;c&gt; d');
  });
});

describe('search shortcut', () => {
  const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) =>
    isSearchShortcut({ key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: document.body, defaultPrevented: false, ...init });

  it('Ctrl+K and ⌘K open search anywhere, even in a text field', () => {
    const input = document.createElement('input');
    expect(key({ key: 'k', ctrlKey: true })).toBe(true);
    expect(key({ key: 'k', metaKey: true, target: input })).toBe(true);
    expect(key({ key: 'K', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ key: 'k' })).toBe(false);
  });

  it('/ opens search outside text fields only', () => {
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(key({ key: '/' })).toBe(true);
    expect(key({ key: '/', target: textarea })).toBe(false);
    expect(key({ key: '/', target: editable })).toBe(false);
    expect(key({ key: '/', ctrlKey: true })).toBe(false);
    expect(key({ key: '/', defaultPrevented: true })).toBe(false);
  });
});
