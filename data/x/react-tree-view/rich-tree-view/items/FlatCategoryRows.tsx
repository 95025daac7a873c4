import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Rows as a SQL query returns them: flat, each one pointing at its parent.
type Row = { id: string; name: string; parentId: string | null };

const rows: Row[] = [
  { id: 'kitchen', name: 'Kitchen', parentId: null },
  { id: 'cookware', name: 'Cookware', parentId: 'kitchen' },
  { id: 'pans', name: 'Frying pans', parentId: 'cookware' },
  { id: 'pots', name: 'Stock pots', parentId: 'cookware' },
  { id: 'knives', name: 'Knives', parentId: 'kitchen' },
  { id: 'garden', name: 'Garden', parentId: null },
  { id: 'planters', name: 'Planters', parentId: 'garden' },
];

function nestRows(source: Row[]): TreeViewBaseItem[] {
  const byId = new Map<string, TreeViewBaseItem>();
  source.forEach((row) => byId.set(row.id, { id: row.id, label: row.name, children: [] }));

  const roots: TreeViewBaseItem[] = [];
  source.forEach((row) => {
    const node = byId.get(row.id)!;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) {
      parent.children!.push(node);
    } else {
      roots.push(node);
    }
  });
  return roots;
}

export default function FlatCategoryRows() {
  // Built once, so the tree receives the same array on every render.
  // When the rows come from props or a request, list them as the dependency.
  const items = React.useMemo(() => nestRows(rows), []);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <RichTreeView aria-label="Shop categories" items={items} defaultExpandedItems={['kitchen', 'cookware']} />
    </Box>
  );
}
