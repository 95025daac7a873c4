import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches } from '../../../src/search/recent';
import {
  rankResults,
  safeExcerpt,
  searchOptions,
  titleMatch,
  type PageTitles,
  type PagefindResultData,
} from '../../../src/search/results';
import { isSearchShortcut } from '../../../src/search/shortcut';

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
      {
        id: 'search-result-0',
        kind: 'page',
        url: '/x/react-data-grid/filtering/',
        title: 'Filtering',
        context: 'Data Grid',
        excerpt: 'Filter <mark>rows</mark> by value',
        area: 'x',
        plan: 'pro',
      },
      {
        id: 'search-result-0-0',
        kind: 'heading',
        url: '/x/react-data-grid/filtering/#quick-filter',
        title: 'Quick filter',
        context: 'Filtering',
        excerpt: '<mark>rows</mark> quick',
        area: 'x',
        plan: 'pro',
      },
    ]);
  });

  it('a page without area filter or plan is a main-area page without badge', () => {
    const [option] = searchOptions([
      page({ filters: {}, meta: { title: 'Palette', plan: 'enterprise' }, sub_results: [] }),
    ]);
    expect(option).toMatchObject({ area: 'main', plan: null, context: '' });
  });

  it('keeps at most three headings per page', () => {
    const subs = Array.from({ length: 6 }, (_, index) => ({ title: `H${index}`, url: `/a/#h${index}`, excerpt: '' }));
    expect(
      searchOptions([page({ url: '/a/', sub_results: subs })]).filter((option) => option.kind === 'heading'),
    ).toHaveLength(3);
  });

  it('excerpts keep <mark> and drop every other tag', () => {
    expect(safeExcerpt('a <mark>b</mark> <img src=x onerror=alert(1)> &lt;c&gt; <script>d</script>')).toBe(
      'a <mark>b</mark>  &lt;c&gt; d',
    );
  });
});

describe('search ranking', () => {
  /** Ranks pages given as [url, title, name?] in Pagefind's order; returns their URLs in the new order. */
  const ranked = (pages: Array<[string, string, string?]>, query: string) => {
    const titles: PageTitles = Object.fromEntries(pages.map((page, index) => [`en_${index}`, page]));
    const results = pages.map((_, index) => ({ id: `en_${index}` }));
    return rankResults(results, titles, query).map((result) => titles[result.id][0]);
  };

  it('matches a title exactly ignoring case, spaces and punctuation, or by holding every query word', () => {
    expect(titleMatch(['Text Field'], 'text field')).toBe(0);
    expect(titleMatch(['TextField'], 'Text  field')).toBe(0);
    expect(titleMatch(['Date Range Picker'], 'date range picker')).toBe(0);
    expect(titleMatch(['Date Time Range Picker'], 'date range picker')).toBe(1);
    expect(titleMatch(['Date Time Range Picker'], 'date ran pick')).toBe(1);
    expect(titleMatch(['DateRangePickerDay'], 'date range picker')).toBe(2);
    expect(titleMatch(['ChartZoomSlider'], 'slider')).toBe(2);
    expect(titleMatch(['Slider'], '  ')).toBe(2);
  });

  it('matches Chinese words anywhere in a title, as Chinese has no spaces between words', () => {
    expect(titleMatch(['日期范围选择器'], '日期范围选择器')).toBe(0);
    expect(titleMatch(['日期时间范围选择器'], '范围选择器')).toBe(1);
    expect(titleMatch(['日期时间范围选择器'], '日期 选择器')).toBe(1);
    expect(titleMatch(['时间选择器'], '日期选择器')).toBe(2);
  });

  it('puts exact title matches first, then titles with every word, docs pages before API pages in each', () => {
    const pages: Array<[string, string]> = [
      ['/api/slider/', 'Slider'],
      ['/x/api/charts/chart-zoom-slider/', 'ChartZoomSlider'],
      ['/x/react-charts/zoom-and-pan/', 'Zoom and pan'],
      ['/components/slider/', 'Slider'],
      ['/x/api/charts/slider-thing/', 'Slider thing'],
      ['/components/range-slider/', 'Slider range'],
    ];
    expect(ranked(pages, 'slider')).toEqual([
      '/components/slider/',
      '/api/slider/',
      '/components/range-slider/',
      '/x/api/charts/slider-thing/',
      '/x/api/charts/chart-zoom-slider/',
      '/x/react-charts/zoom-and-pan/',
    ]);
  });

  it('keeps Pagefind’s order among results that match equally, for a query no title matches, and for unknown ids', () => {
    const pages: Array<[string, string]> = [
      ['/c/', 'Gamma'],
      ['/guides/api/', 'API Design Approach'],
      ['/a/', 'Alpha'],
    ];
    expect(ranked(pages, 'design')).toEqual(['/guides/api/', '/c/', '/a/']);
    expect(ranked(pages, 'nothing here')).toEqual(['/c/', '/guides/api/', '/a/']);
    expect(
      ranked(
        [
          ['/b/', 'Filtering rows'],
          ['/a/', 'Filtering data'],
        ],
        'filtering',
      ),
    ).toEqual(['/b/', '/a/']);
    const results = [{ id: 'en_unknown' }, { id: 'en_1' }, { id: 'en_2' }];
    const titles: PageTitles = { en_1: ['/x/', 'Other'], en_2: ['/slider/', 'Slider'] };
    expect(rankResults(results, titles, 'slider').map((result) => result.id)).toEqual(['en_2', 'en_unknown', 'en_1']);
    expect(rankResults(results, {}, 'slider')).toEqual(results);
  });

  it('finds an overview page by its name, and a bilingual title by either half', () => {
    const grid: Array<[string, string, string?]> = [
      ['/x/migration/migration-data-grid-v7/', 'Breaking changes: Data Grid'],
      ['/x/api/data-grid/data-grid/', 'DataGrid'],
      ['/x/react-data-grid/', 'Overview', 'Data Grid'],
    ];
    expect(ranked(grid, 'data grid')[0]).toBe('/x/react-data-grid/');
    const zh: Array<[string, string]> = [
      ['/zh/api/slider/', 'Slider'],
      ['/zh/components/inputs/', 'Inputs 输入框'],
      ['/zh/components/slider/', 'Slider 滑块'],
    ];
    expect(ranked(zh, '滑块')[0]).toBe('/zh/components/slider/');
    expect(ranked(zh, 'slider')).toEqual(['/zh/components/slider/', '/zh/api/slider/', '/zh/components/inputs/']);
    expect(
      ranked(
        [
          ['/zh/components/tables/', 'Table 表格'],
          ['/zh/x/react-data-grid/', '概览', 'Data Grid 数据表格'],
        ],
        '数据表格',
      )[0],
    ).toBe('/zh/x/react-data-grid/');
  });

  it('does not change the list it is given', () => {
    const results = [{ id: 'en_0' }, { id: 'en_1' }];
    rankResults(results, { en_0: ['/api/slider/', 'Slider'], en_1: ['/components/slider/', 'Slider'] }, 'slider');
    expect(results.map((result) => result.id)).toEqual(['en_0', 'en_1']);
  });
});

describe('search shortcut', () => {
  const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) =>
    isSearchShortcut({
      key: '',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      target: document.body,
      defaultPrevented: false,
      ...init,
    });

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
