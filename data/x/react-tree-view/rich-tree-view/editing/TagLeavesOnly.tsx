import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Top-level groups are fixed by the shop; the tags inside them are free text.
const tagGroups: TreeViewBaseItem[] = [
  {
    id: 'material',
    label: 'Material',
    children: [
      { id: 'tag-linen', label: 'linen' },
      { id: 'tag-wool', label: 'merino wool' },
    ],
  },
  {
    id: 'season',
    label: 'Season',
    children: [
      { id: 'tag-spring', label: 'spring 2025' },
      { id: 'tag-autumn', label: 'autumn 2025' },
    ],
  },
  { id: 'clearance', label: 'Clearance', children: [] },
];

const isLeaf = (item: TreeViewBaseItem) => !item.children;

const slotProps = { item: { slotProps: { labelInput: { 'aria-label': 'Tag name' } } } };

export default function TagLeavesOnly() {
  return (
    <Box sx={{ minHeight: 270, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Product tags"
        items={tagGroups}
        isItemEditable={isLeaf}
        defaultExpandedItems={['material', 'season']}
        slotProps={slotProps}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Tags can be renamed; the group names are fixed.
      </Typography>
    </Box>
  );
}
