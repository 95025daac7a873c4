import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const gear: TreeViewBaseItem[] = [
  {
    id: 'shelter',
    label: 'Shelter',
    children: [
      { id: 'tent', label: 'Two-person tent' },
      { id: 'sleeping-bag', label: 'Sleeping bag (-5 °C)' },
      { id: 'mat', label: 'Inflatable mat' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'stove', label: 'Gas stove' },
      { id: 'pot', label: 'Titanium pot' },
      { id: 'filter', label: 'Water filter' },
    ],
  },
  { id: 'first-aid', label: 'First aid kit' },
];

export default function HikingChecklist() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Packing list"
        items={gear}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['shelter', 'kitchen']}
        defaultSelectedItems={['tent', 'stove', 'first-aid']}
      />
    </Box>
  );
}
