import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PhotoAlbumSelection() {
  const [selected, setSelected] = React.useState<string[]>(['2025-lisbon']);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Photo albums"
        multiSelect
        defaultExpandedItems={['2025', '2024']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="2025" label="2025">
          <TreeItem itemId="2025-lisbon" label="Lisbon weekend" />
          <TreeItem itemId="2025-wedding" label="Sam and Alex's wedding" />
          <TreeItem itemId="2025-garden" label="Garden in bloom" />
        </TreeItem>
        <TreeItem itemId="2024" label="2024">
          <TreeItem itemId="2024-alps" label="Alps hiking trip" />
          <TreeItem itemId="2024-birthday" label="Birthday dinner" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {selected.length} album{selected.length === 1 ? '' : 's'} ready to share
      </Typography>
    </Box>
  );
}
