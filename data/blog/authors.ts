/** Authors of blog posts, by the id a post's front matter names in `authors: [id]`. */
export interface BlogAuthor {
  name: string;
  /** What the author works on, shown under the name. */
  role: string;
}

export const blogAuthors: Record<string, BlogAuthor> = {
  'material-ui-team': { name: 'Material UI team', role: 'Core components' },
  'mui-x-team': { name: 'MUI X team', role: 'Advanced components' },
  'data-grid-team': { name: 'Data Grid team', role: 'MUI X Data Grid' },
  'charts-team': { name: 'Charts team', role: 'MUI X Charts' },
  'pickers-team': { name: 'Pickers team', role: 'MUI X Date and Time Pickers' },
  'docs-team': { name: 'Docs team', role: 'Documentation' },
};
