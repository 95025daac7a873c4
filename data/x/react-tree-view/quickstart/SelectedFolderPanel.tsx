import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Folder = TreeViewBaseItem<{ id: string; label: string; files: number }>;

const folders: Folder[] = [
  {
    id: 'finance',
    label: 'Finance',
    files: 4,
    children: [
      { id: 'finance-2024', label: 'Reports 2024', files: 12 },
      { id: 'finance-2025', label: 'Reports 2025', files: 3 },
    ],
  },
  {
    id: 'hr',
    label: 'Human resources',
    files: 7,
    children: [{ id: 'hr-onboarding', label: 'Onboarding', files: 9 }],
  },
];

function findFolder(list: Folder[], id: string): Folder | undefined {
  for (const folder of list) {
    if (folder.id === id) {
      return folder;
    }
    const match = findFolder(folder.children ?? [], id);
    if (match) {
      return match;
    }
  }
  return undefined;
}

export default function SelectedFolderPanel() {
  const [selected, setSelected] = React.useState<string | null>('finance-2025');
  const folder = selected ? findFolder(folders, selected) : undefined;

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <RichTreeView
        aria-label="Shared folders"
        items={folders}
        defaultExpandedItems={['finance', 'hr']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        sx={{ flex: '1 1 220px' }}
      />
      <Paper variant="outlined" sx={{ flex: '1 1 200px', p: 2 }}>
        <Typography component="p" variant="subtitle2">
          {folder ? folder.label : 'No folder selected'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {folder ? `${folder.files} files` : 'Pick a folder in the tree.'}
        </Typography>
      </Paper>
    </Box>
  );
}
