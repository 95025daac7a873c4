import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const playlists: TreeViewBaseItem[] = [
  {
    id: 'library',
    label: 'Library',
    children: [
      { id: 'focus', label: 'Focus' },
      { id: 'commute', label: 'Commute' },
      { id: 'dinner', label: 'Dinner party' },
    ],
  },
];

export default function RenameButton() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('commute');

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!selected}
          onClick={() => selected && apiRef.current?.setEditedItem(selected)}
        >
          Rename selected
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.updateItemLabel('dinner', 'Dinner party')}
        >
          Reset “Dinner party”
        </Button>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Playlists"
        items={playlists}
        isItemEditable={(playlist) => playlist.id !== 'library'}
        defaultExpandedItems={['library']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
