import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const warehouses: TreeViewBaseItem[] = [
  {
    id: 'north',
    label: 'Northern region',
    children: [
      { id: 'wh-oslo', label: 'Oslo depot' },
      { id: 'wh-tromso', label: 'Tromsø depot' },
    ],
  },
  {
    id: 'south',
    label: 'Southern region',
    children: [
      { id: 'wh-kristiansand', label: 'Kristiansand depot' },
      { id: 'wh-arendal', label: 'Arendal depot' },
    ],
  },
];

export default function WarehouseCheckbox() {
  const [origin, setOrigin] = React.useState<string | null>('wh-oslo');

  return (
    <Box sx={{ minHeight: 260, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Ship from"
        items={warehouses}
        checkboxSelection
        defaultExpandedItems={['north', 'south']}
        selectedItems={origin}
        onSelectedItemsChange={(event, itemId) => setOrigin(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Ship from: {origin ?? 'no depot chosen'}
      </Typography>
    </Box>
  );
}
