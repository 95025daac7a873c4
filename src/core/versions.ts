/** Other versions of the docs, each on its own host, and where a product's page lives there. */

export type XProduct = 'introduction' | 'dataGrid' | 'datePickers' | 'charts' | 'treeView';

/** Hosts of the older major versions: `{ 7: 'https://v7.mui.com', ... }`. */
export type VersionHosts = Record<number, string>;

export const DEFAULT_VERSION_HOSTS: VersionHosts = {
  7: 'https://v7.mui.com',
  6: 'https://v6.mui.com',
  5: 'https://v5.mui.com',
  4: 'https://v4.mui.com',
  3: 'https://v3.mui.com',
};

/** The path of each product's entry page in each older version it existed in, newest first. */
const X_PRODUCT_PAGES: Record<XProduct, Array<[number, string]>> = {
  introduction: [
    [7, '/x/introduction/'],
    [6, '/x/introduction/'],
    [5, '/x/introduction/'],
  ],
  dataGrid: [
    [7, '/x/react-data-grid/'],
    [6, '/x/react-data-grid/'],
    [5, '/x/react-data-grid/'],
    [4, '/components/data-grid/'],
  ],
  datePickers: [
    [7, '/x/react-date-pickers/'],
    [6, '/x/react-date-pickers/'],
    [5, '/x/react-date-pickers/getting-started/'],
  ],
  charts: [
    [7, '/x/react-charts/'],
    [6, '/x/react-charts/'],
  ],
  treeView: [
    [7, '/x/react-tree-view/'],
    [6, '/x/react-tree-view/getting-started/'],
  ],
};

/** The `/x/` product a page belongs to, from its path (guides and API pages included). */
export function xProductOf(pathname: string): XProduct {
  if (/^\/x\/(react-data-grid|api\/data-grid)(\/|$)/.test(pathname)) {
    return 'dataGrid';
  }
  if (/^\/x\/(react-date-pickers|api\/date-pickers)(\/|$)/.test(pathname)) {
    return 'datePickers';
  }
  if (/^\/x\/(react-charts|api\/charts)(\/|$)/.test(pathname)) {
    return 'charts';
  }
  if (/^\/x\/(react-tree-view|api\/tree-view)(\/|$)/.test(pathname)) {
    return 'treeView';
  }
  return 'introduction';
}

export interface VersionLink {
  version: string;
  href: string;
}

/**
 * Links to a product's page in the older versions it existed in, newest first.
 * `xVersionLinks('dataGrid', hosts)` gives v7, v6 and v5 `…/x/react-data-grid/` and v4 `…/components/data-grid/`.
 */
export function xVersionLinks(product: XProduct, hosts: VersionHosts = DEFAULT_VERSION_HOSTS): VersionLink[] {
  return X_PRODUCT_PAGES[product].flatMap(([major, path]) =>
    hosts[major] ? [{ version: `v${major}`, href: `${hosts[major].replace(/\/+$/, '')}${path}` }] : [],
  );
}
