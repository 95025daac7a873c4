/** Legacy and duplicate paths of the title table, and the page each now lives at (both without language). */
export const redirects: Array<{ from: string; to: string }> = [
  { from: '/component/about', to: '/components/about-the-lab' },
  { from: '/components/pickers', to: '/x/react-date-pickers' },
  { from: '/components/tree-view', to: '/x/react-tree-view' },
];
