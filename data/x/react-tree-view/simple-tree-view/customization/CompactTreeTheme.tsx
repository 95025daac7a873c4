import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const compactTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTreeItem: {
      styleOverrides: {
        content: { paddingTop: 2, paddingBottom: 2, borderRadius: 0 },
        label: { fontSize: '0.8125rem' },
        iconContainer: { '& svg': { fontSize: 16 } },
      },
    },
  },
});

export default function CompactTreeTheme() {
  return (
    <ThemeProvider theme={compactTheme}>
      <SimpleTreeView
        aria-label="Repository files"
        defaultExpandedItems={['src', 'src-utils']}
        sx={{ maxWidth: 300 }}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-utils" label="utils">
            <TreeItem itemId="src-utils-date" label="formatDate.ts" />
            <TreeItem itemId="src-utils-money" label="formatMoney.ts" />
          </TreeItem>
          <TreeItem itemId="src-app" label="App.tsx" />
          <TreeItem itemId="src-main" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="readme" label="README.md" />
        <TreeItem itemId="pkg" label="package.json" />
      </SimpleTreeView>
    </ThemeProvider>
  );
}
