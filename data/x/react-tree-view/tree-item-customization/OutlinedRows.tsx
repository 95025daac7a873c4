import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const zones: TreeViewBaseItem[] = [
  {
    id: 'zone-a',
    label: 'Zone A · Cold storage',
    children: [
      { id: 'a-01', label: 'Aisle A-01 · Dairy' },
      { id: 'a-02', label: 'Aisle A-02 · Frozen vegetables' },
    ],
  },
  {
    id: 'zone-b',
    label: 'Zone B · Dry goods',
    children: [
      { id: 'b-01', label: 'Aisle B-01 · Pasta and rice' },
      { id: 'b-02', label: 'Aisle B-02 · Canned food' },
      { id: 'b-03', label: 'Aisle B-03 · Cereals' },
    ],
  },
  { id: 'dock', label: 'Loading dock' },
];

// Extra props for the row (the `content` slot), on top of the ones the tree computes.
const contentSlotProps = {
  content: {
    sx: {
      border: '1px solid',
      borderColor: 'divider',
      borderRadius: 1.5,
      mb: 0.5,
      '&[data-selected]': { borderColor: 'primary.main', fontWeight: 500 },
    },
  },
} as TreeItemSlotProps;

function ZoneItem(props: TreeItemProps) {
  return <TreeItem {...props} slotProps={contentSlotProps} />;
}

export default function OutlinedRows() {
  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Warehouse zones"
        items={zones}
        slots={{ item: ZoneItem }}
        defaultExpandedItems={['zone-b']}
        defaultSelectedItems="b-02"
      />
    </Box>
  );
}
