// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_VERSION_HOSTS, xProductOf, xVersionLinks } from '../../../src/core/versions';

describe('version links', () => {
  it('finds the product of a page, API pages included', () => {
    expect(xProductOf('/x/react-data-grid/filtering')).toBe('dataGrid');
    expect(xProductOf('/x/api/data-grid/data-grid')).toBe('dataGrid');
    expect(xProductOf('/x/react-date-pickers')).toBe('datePickers');
    expect(xProductOf('/x/api/charts/bar-chart')).toBe('charts');
    expect(xProductOf('/x/react-tree-view/rich-tree-view/editing')).toBe('treeView');
    expect(xProductOf('/x/introduction/licensing')).toBe('introduction');
    expect(xProductOf('/x/react-data-gridiron')).toBe('introduction');
  });

  it('links each product only to the versions it existed in', () => {
    expect(xVersionLinks('dataGrid')).toEqual([
      { version: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
      { version: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { version: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      { version: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ]);
    expect(xVersionLinks('datePickers').map((link) => link.href)).toEqual([
      'https://v7.mui.com/x/react-date-pickers/',
      'https://v6.mui.com/x/react-date-pickers/',
      'https://v5.mui.com/x/react-date-pickers/getting-started/',
    ]);
    expect(xVersionLinks('charts').map((link) => link.version)).toEqual(['v7', 'v6']);
    expect(xVersionLinks('treeView').map((link) => link.href)).toEqual([
      'https://v7.mui.com/x/react-tree-view/',
      'https://v6.mui.com/x/react-tree-view/getting-started/',
    ]);
    expect(xVersionLinks('introduction').map((link) => link.version)).toEqual(['v7', 'v6', 'v5']);
  });

  it('uses the configured hosts and skips a version without one', () => {
    expect(xVersionLinks('charts', { 7: 'https://seven.example.com/', 6: '' })).toEqual([
      { version: 'v7', href: 'https://seven.example.com/x/react-charts/' },
    ]);
    expect(DEFAULT_VERSION_HOSTS[4]).toBe('https://v4.mui.com');
  });
});
