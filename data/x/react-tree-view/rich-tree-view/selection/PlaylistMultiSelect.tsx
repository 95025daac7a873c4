import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const library: TreeViewBaseItem[] = [
  {
    id: 'album-harbour',
    label: 'Harbour Lights (2019)',
    children: [
      { id: 'harbour-1', label: '1. Low Tide' },
      { id: 'harbour-2', label: '2. Lantern Row' },
      { id: 'harbour-3', label: '3. Salt and Rope' },
    ],
  },
  {
    id: 'album-northbound',
    label: 'Northbound (2022)',
    children: [
      { id: 'north-1', label: '1. Night Ferry' },
      { id: 'north-2', label: '2. Pine Hollow' },
      { id: 'north-3', label: '3. Last Platform' },
    ],
  },
];

export default function PlaylistMultiSelect() {
  return (
    <Box sx={{ minHeight: 300, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Tracks to add to the playlist"
        items={library}
        multiSelect
        defaultExpandedItems={['album-harbour', 'album-northbound']}
        defaultSelectedItems={['harbour-2', 'north-1']}
      />
    </Box>
  );
}
