import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const shelves: TreeViewBaseItem[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'tide-keeper', label: 'The Tide Keeper' },
      { id: 'glass-orchard', label: 'A Glass Orchard' },
    ],
  },
  {
    id: 'travel',
    label: 'Travel',
    children: [
      { id: 'rail-atlas', label: 'Slow Rail Atlas' },
      { id: 'island-walks', label: 'Island Walks' },
    ],
  },
];

export default function BookshopPickFavourite() {
  const apiRef = useTreeViewApiRef();

  const pickFavourite = (event: React.MouseEvent, shouldBeSelected?: boolean) => {
    apiRef.current?.setItemSelection({ event, itemId: 'glass-orchard', shouldBeSelected });
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => pickFavourite(event, true)}>
          Select staff pick
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => pickFavourite(event, false)}>
          Deselect staff pick
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => pickFavourite(event)}>
          Toggle
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Bookshop shelves"
        apiRef={apiRef}
        items={shelves}
        defaultExpandedItems={['fiction', 'travel']}
      />
    </Box>
  );
}
