import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ProjectFiles() {
  return (
    <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src']} sx={{ maxWidth: 320 }}>
      <TreeItem itemId="src" label="src">
        <TreeItem itemId="src/components" label="components">
          <TreeItem itemId="src/components/Header.tsx" label="Header.tsx" />
        </TreeItem>
        <TreeItem itemId="src/main.tsx" label="main.tsx" />
      </TreeItem>
      <TreeItem itemId="package.json" label="package.json" />
    </SimpleTreeView>
  );
}
