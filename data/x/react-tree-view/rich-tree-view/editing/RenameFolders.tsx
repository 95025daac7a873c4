import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialFolders: TreeViewBaseItem[] = [
  {
    id: 'clients',
    label: 'Clients',
    children: [
      { id: 'acme', label: 'Acme Corp' },
      { id: 'globex', label: 'Globex proposal' },
    ],
  },
  { id: 'internal', label: 'Internal', children: [{ id: 'q3-plan', label: 'Q3 plan' }] },
];

const renameItem = (items: TreeViewBaseItem[], id: string, label: string): TreeViewBaseItem[] =>
  items.map((item) =>
    item.id === id
      ? { ...item, label }
      : { ...item, children: item.children && renameItem(item.children, id, label) },
  );

// Gives the text field an accessible name while a label is being edited.
const itemSlotProps = { item: { slotProps: { labelInput: { 'aria-label': 'Folder name' } } } };

export default function RenameFolders() {
  const [folders, setFolders] = React.useState(initialFolders);
  const [lastRename, setLastRename] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Workspace folders"
        items={folders}
        isItemEditable
        defaultExpandedItems={['clients', 'internal']}
        slotProps={itemSlotProps}
        onItemLabelChange={(itemId, newLabel) => {
          setFolders((previous) => renameItem(previous, itemId, newLabel));
          setLastRename(`${itemId} is now “${newLabel}”`);
        }}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {lastRename ?? 'Double-click a label, or focus it and press Enter, to rename it.'}
      </Typography>
    </Box>
  );
}
